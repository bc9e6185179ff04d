import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../common/messages';
import { ALL_PLAYERS } from '../../../../common/constants';
import { useChoiceMadeBeforeLive } from '../../../lib/use-choice-before-live';

/**
 * The Player dropdown: 'all', then each player of the account (spec section 2, "Shot data"). The
 * value stays 'all' (the API's), the option reads "All players" (PRODUCT.md).
 *
 * A native select in a GET form on the page's own address (decision 032), so that it works before
 * the app's script has run and without it: without JavaScript the form's Show button sends the
 * choice as `?player=` with the address' other filters (hidden fields; `drop` names those a new
 * player starts again, such as the page); with JavaScript a choice is a navigation at once
 * (`onChange`); and a choice made while the page was only HTML, which React keeps in the select
 * when it takes the page over, is applied as soon as the app is live.
 */
export function PlayerSelect({
  players,
  value,
  onChange,
  drop = [],
}: {
  players: string[];
  value: string;
  onChange: (player: string) => void;
  /** Parameters of the address a new player does not keep (the form leaves them out). */
  drop?: string[];
}) {
  const [params] = useSearchParams();
  const select = useRef<HTMLSelectElement>(null);
  const options = [ALL_PLAYERS, ...players.filter((p) => p !== ALL_PLAYERS)];
  const shown = options.includes(value) ? value : ALL_PLAYERS;
  const kept = [...params].filter(([name]) => name !== 'player' && !drop.includes(name));

  useChoiceMadeBeforeLive(select, shown, onChange);

  return (
    <Box
      component="form"
      method="get"
      // No choice put back by the browser on a return to the page: the address says the player.
      autoComplete="off"
      onSubmit={(event) => {
        event.preventDefault();
        if (select.current) onChange(select.current.value);
      }}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {kept.map(([name, keptValue], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={keptValue} />
      ))}
      <TextField
        select
        id="player-select"
        name="player"
        size="small"
        label={messages.shotDataPlayer}
        value={shown}
        onChange={(event) => onChange(event.target.value)}
        inputRef={select}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { native: true } }}
      >
        {options.map((player) => (
          <option key={player} value={player}>
            {player === ALL_PLAYERS ? messages.shotDataAllPlayers : player}
          </option>
        ))}
      </TextField>
      {/* Only without JavaScript: with it, a choice applies at once. */}
      <noscript>
        <Button type="submit" variant="outlined">
          {messages.shotDataPlayerApply}
        </Button>
      </noscript>
    </Box>
  );
}
