import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { messages } from '../../../../common/messages';
import { ALL_PLAYERS } from '../../../../common/constants';

/**
 * The Player dropdown: 'all', then each player of the account (spec section 2, "Shot data"). The
 * value stays 'all' (the API's), the option reads "All players" (PRODUCT.md).
 */
export function PlayerSelect({ players, value, onChange }: { players: string[]; value: string; onChange: (player: string) => void }) {
  const options = [ALL_PLAYERS, ...players.filter((p) => p !== ALL_PLAYERS)];
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id="player-select-label">{messages.shotDataPlayer}</InputLabel>
      <Select
        labelId="player-select-label"
        id="player-select"
        value={options.includes(value) ? value : ALL_PLAYERS}
        label={messages.shotDataPlayer}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((player) => (
          <MenuItem key={player} value={player}>
            {player === ALL_PLAYERS ? messages.shotDataAllPlayers : player}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
