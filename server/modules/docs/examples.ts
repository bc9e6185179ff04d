/**
 * One example request per upload call, as the OpenAPI documentation shows it to a desktop-app
 * developer. docs.test.ts checks each against the call's own schema, so none can drift from it.
 */
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
    ],
  },
};
