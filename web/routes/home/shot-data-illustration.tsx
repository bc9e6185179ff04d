import { Illustration } from '../../features/marketing/components/illustration';

const CLUBS = [
  { club: 'Dr', yards: 262 },
  { club: '3W', yards: 238 },
  { club: '5i', yards: 192 },
  { club: '7i', yards: 168 },
  { club: '9i', yards: 141 },
  { club: 'PW', yards: 122 },
];

/**
 * Shot data: club distances from a session and the CSV export. Plain SVG shapes, not a chart
 * library: the public pages stay light.
 */
export function ShotDataIllustration({ width = 560 }: { width?: number }) {
  const maxBar = 330;
  return (
    <Illustration
      viewWidth={560}
      viewHeight={360}
      width={width}
      label="Club distances of a range session, from 262 yards with the driver to 122 with the pitching wedge, with an Export CSV button"
    >
      <rect width="560" height="360" rx="24" fill="#ffffff" stroke="#d6e2d9" />
      <g fontFamily="system-ui, sans-serif">
        <text x="32" y="48" fontSize="18" fontWeight="800" fill="#1c2421">
          Club Distances
        </text>
        <text x="32" y="70" fontSize="12" fill="#48544e">
          Range session · 86 shots
        </text>
        <rect x="404" y="30" width="124" height="36" rx="18" fill="#1b5e20" />
        <path d="M426 40 v12 m-5 -5 l5 5 5 -5 M419 56 h14" stroke="#ffffff" strokeWidth="2" fill="none" strokeLinecap="round" />
        <text x="482" y="53" fontSize="13" fontWeight="700" textAnchor="middle" fill="#ffffff">
          Export CSV
        </text>
        {CLUBS.map(({ club, yards }, i) => {
          const y = 100 + i * 40;
          const length = (yards / CLUBS[0].yards) * maxBar;
          return (
            <g key={club}>
              <text x="32" y={y + 19} fontSize="13" fontWeight="700" fill="#1c2421">
                {club}
              </text>
              <rect x="72" y={y + 4} width={maxBar} height="20" rx="10" fill="#eef4ef" />
              <rect x="72" y={y + 4} width={length} height="20" rx="10" fill={i === 0 ? '#f4c542' : '#2e7d32'} />
              <text x={72 + maxBar + 16} y={y + 19} fontSize="13" fontWeight="600" fill="#1c2421">
                {yards} yd
              </text>
            </g>
          );
        })}
      </g>
    </Illustration>
  );
}
