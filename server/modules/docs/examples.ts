/**
 * One example request per upload call, as the OpenAPI documentation shows it to a desktop-app
 * developer. docs.test.ts checks each against the call's own schema, so none can drift from it.
 */
/**
 * Every metric of the full record (PRODUCT.md) as a launch monitor measures a 7-iron on the range:
 * the documented example's shot, and the tests' full record (server/test/ingest-fixtures.ts).
 */
export const fullRecordExample = {
  ballSpeed: 53.6,
  launchAngle: 16.3,
  launchDirection: -1.2,
  spinRate: 7097,
  spinAxis: 2.4,
  backspin: 7091,
  sidespin: 297,
  carry: 157.4,
  total: 165.1,
  offline: 3.2,
  carrySide: 2.7,
  apex: 29.8,
  descentAngle: 50.1,
  hangTime: 6.4,
  curve: 4.1,
  clubSpeed: 39.8,
  clubPath: 2.1,
  faceAngle: 1.1,
  faceToPath: -1,
  attackAngle: -4.3,
  dynamicLoft: 20.9,
  spinLoft: 25.2,
  swingPlane: 62.3,
  swingDirection: 1.4,
  lowPoint: 0.042,
  impactOffset: 6,
  impactHeight: -3,
} as const;

export const ingestExamples: Record<string, unknown> = {
  '/api/ingest/rounds': {
    rounds: [
      {
        clientId: 'round-2026-11-21-0930',
        course: 'Harbour Links',
        playedAt: '2026-11-21T09:30:00Z',
        tees: 'White',
        courseRating: 70.4,
        slopeRating: 127,
        players: ['Chris'],
        holes: [
          { hole: 1, par: 4 },
          { hole: 2, par: 3 },
        ],
        scores: [
          { player: 'Chris', hole: 1, score: 5, putts: 2 },
          { player: 'Chris', hole: 2, score: 3, putts: 1 },
        ],
      },
    ],
  },
  '/api/ingest/shots': {
    shots: [
      {
        clientId: 'shot-2026-11-21-0931-1',
        player: 'Chris',
        club: 'Dr',
        takenAt: '2026-11-21T09:31:12Z',
        kind: 'round',
        roundClientId: 'round-2026-11-21-0930',
        hole: 1,
        ballSpeed: 67.1,
        clubSpeed: 45.6,
        launchAngle: 12.4,
        launchDirection: -1.2,
        spinRate: 2650,
        spinAxis: 3.5,
        carry: 218.3,
        total: 236.9,
        offline: 4.2,
        fairway: 'hit',
      },
      {
        clientId: 'shot-2026-11-22-1805-1',
        player: 'Chris',
        club: '7i',
        takenAt: '2026-11-22T18:05:40Z',
        kind: 'range',
        sessionClientId: 'range-2026-11-22-1800',
        ...fullRecordExample,
        measured: ['ballSpeed', 'launchAngle', 'launchDirection', 'spinRate', 'spinAxis', 'clubSpeed', 'clubPath', 'faceAngle'],
      },
    ],
  },
  '/api/ingest/sessions': {
    sessions: [
      {
        clientId: 'range-2026-11-22-1800',
        kind: 'range',
        startedAt: '2026-11-22T18:00:00Z',
        endedAt: '2026-11-22T18:55:00Z',
        name: 'Evening range',
        location: 'Garage sim',
        device: 'Garmin Approach R10',
      },
    ],
  },
};
