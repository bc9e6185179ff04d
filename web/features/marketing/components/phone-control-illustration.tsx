import { Illustration } from './illustration';

/** A phone used as the simulator's control box: club, aim and shot buttons. Our own drawing. */
export function PhoneControlIllustration({ width = 300, backdrop = true }: { width?: number; backdrop?: boolean }) {
  const button = (x: number, y: number, label: string, w = 56) => (
    <g key={label} transform={`translate(${x} ${y})`}>
      <rect width={w} height="36" rx="10" fill="#ffffff" stroke="#c9d6cd" />
      <text x={w / 2} y="23" fontSize="11" fontWeight="600" textAnchor="middle" fill="#1c2421">
        {label}
      </text>
    </g>
  );
  return (
    <Illustration
      viewWidth={300}
      viewHeight={400}
      width={width}
      label="A phone showing the simulator remote control: club selection, aim and shot buttons"
    >
      {backdrop && (
        <>
          <circle cx="150" cy="200" r="150" fill="#e3f0e4" />
          <g fill="none" stroke="#2e7d32" strokeWidth="5" strokeLinecap="round">
            <path d="M232 70 a30 30 0 0 1 30 30" />
            <path d="M232 48 a52 52 0 0 1 52 52" opacity="0.55" />
          </g>
        </>
      )}
      <rect x="70" y="30" width="160" height="340" rx="26" fill="#1c2421" />
      <rect x="79" y="44" width="142" height="312" rx="18" fill="#f4f7f4" />
      <rect x="128" y="36" width="44" height="5" rx="2.5" fill="#3a4641" />
      <g fontFamily="system-ui, sans-serif">
        <rect x="79" y="44" width="142" height="46" rx="18" fill="#1b5e20" />
        <rect x="79" y="70" width="142" height="20" fill="#1b5e20" />
        <text x="150" y="73" fontSize="13" fontWeight="700" textAnchor="middle" fill="#ffffff">
          Sim Control
        </text>
        <circle cx="150" cy="138" r="34" fill="#1b5e20" />
        <circle cx="150" cy="138" r="27" fill="none" stroke="#f4c542" strokeWidth="3" />
        <text x="150" y="146" fontSize="22" fontWeight="800" textAnchor="middle" fill="#ffffff">
          Dr
        </text>
        <path d="M100 138 l14 -12 v24z M200 138 l-14 -12 v24z" fill="#48544e" />
        <text x="150" y="194" fontSize="11" textAnchor="middle" fill="#48544e">
          Aim 2° right
        </text>
        {button(90, 210, 'Mulligan')}
        {button(154, 210, 'Drop')}
        {button(90, 254, 'Range')}
        {button(154, 254, 'Camera')}
        <rect x="90" y="302" width="120" height="38" rx="19" fill="#f4c542" />
        <text x="150" y="326" fontSize="13" fontWeight="700" textAnchor="middle" fill="#1c2421">
          Next Hole
        </text>
      </g>
    </Illustration>
  );
}
