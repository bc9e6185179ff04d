import { Illustration } from '../../features/marketing/components/illustration';

/** Hands and club head of four moments of a swing, in a golfer's own coordinates (feet at 0). */
const POSES = [
  { hands: [6, -22], head: [22, 10] },
  { hands: [-16, -58], head: [12, -80] },
  { hands: [8, -22], head: [16, 12] },
  { hands: [20, -60], head: [-8, -76] },
] as const;

function Golfer({ pose, x, y, scale, color }: { pose: (typeof POSES)[number]; x: number; y: number; scale: number; color: string }) {
  const [hx, hy] = pose.hands;
  const [cx, cy] = pose.head;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} stroke={color} strokeLinecap="round" strokeLinejoin="round" fill="none">
      <circle cx="0" cy="-70" r="8" fill={color} stroke="none" />
      <path d="M0 -60 L4 -24 L-8 10 M4 -24 L16 10" strokeWidth="6" />
      <path d={`M0 -52 L${hx} ${hy}`} strokeWidth="5" />
      <path d={`M${hx} ${hy} L${cx} ${cy}`} strokeWidth="2.5" stroke="#f4c542" />
    </g>
  );
}

/**
 * Swing video: the captured clip with playback speed, frame rate and the adjustable player box,
 * and the automatically cut frames below it. Our own drawing.
 */
export function SwingVideoIllustration({ width = 560 }: { width?: number }) {
  return (
    <Illustration
      viewWidth={560}
      viewHeight={360}
      width={width}
      label="A swing video at 120 frames per second played at quarter speed, with four frames of the swing below"
    >
      <rect width="560" height="360" rx="24" fill="#13291b" />
      <rect x="24" y="24" width="512" height="220" rx="12" fill="#24452f" />
      <rect x="24" y="200" width="512" height="44" fill="#2e5a3a" />
      <Golfer pose={POSES[1]} x={280} y={210} scale={1.9} color="#ffffff" />
      <rect x="208" y="40" width="150" height="186" rx="4" fill="none" stroke="#f4c542" strokeWidth="2" strokeDasharray="6 6" />
      {[
        [208, 40],
        [358, 40],
        [208, 226],
        [358, 226],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x - 5} y={y - 5} width="10" height="10" rx="2" fill="#f4c542" />
      ))}
      <g fontFamily="system-ui, sans-serif" fontWeight="700">
        <circle cx="48" cy="48" r="6" fill="#ef5350" />
        <text x="62" y="53" fontSize="14" fill="#ffffff">
          REC
        </text>
        <rect x="440" y="36" width="80" height="26" rx="13" fill="#0f2417" />
        <text x="480" y="54" fontSize="13" textAnchor="middle" fill="#ffffff">
          120 FPS
        </text>
      </g>
      <g transform="translate(24 256)">
        <path d="M12 8 l14 9 -14 9z" fill="#ffffff" />
        <rect x="40" y="14" width="360" height="6" rx="3" fill="#3f5f48" />
        <rect x="40" y="14" width="148" height="6" rx="3" fill="#f4c542" />
        <circle cx="188" cy="17" r="8" fill="#ffffff" />
        <rect x="420" y="4" width="92" height="26" rx="13" fill="#f4c542" />
        <text x="466" y="22" fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="700" textAnchor="middle" fill="#1c2421">
          0.25x
        </text>
      </g>
      {POSES.map((pose, i) => (
        <g key={i} transform={`translate(${24 + i * 130} 296)`}>
          <rect width="122" height="52" rx="6" fill="#24452f" stroke={i === 1 ? '#f4c542' : 'none'} strokeWidth="2" />
          <Golfer pose={pose} x={61} y={46} scale={0.46} color="#cfe3d4" />
        </g>
      ))}
    </Illustration>
  );
}
