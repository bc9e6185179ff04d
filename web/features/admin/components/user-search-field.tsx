import { useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../../../common/constants';
import { messages } from '../../../../common/messages';

export const SEARCH_DELAY_MS = 300;

/**
 * The users list's search by e-mail. What is typed goes into `?q=` once typing pauses, starting
 * again from page 1; Back and Forward bring earlier searches back into the box.
 */
export function UserSearchField() {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get('q') ?? '';
  const [text, setText] = useState(inUrl);
  const pushed = useRef(inUrl);

  // The URL changed by navigation, not by this box: show what it says.
  useEffect(() => {
    if (inUrl !== pushed.current) {
      pushed.current = inUrl;
      setText(inUrl);
    }
  }, [inUrl]);

  useEffect(() => {
    const next = text.trim();
    if (next === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setParams]);

  return (
    <TextField
      type="search"
      label={messages.adminSearchLabel}
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      autoComplete="off"
      // One clear button, ours: Chromium draws its own in a search field.
      sx={{ maxWidth: { sm: 360 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { maxLength: ADMIN_SEARCH_MAX_LENGTH, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden="true" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton aria-label={messages.adminSearchClear} size="small" edge="end" onClick={() => setText('')}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
