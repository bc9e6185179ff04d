import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../../common/constants';
import { messages } from '../../../common/messages';

export const SEARCH_DELAY_MS = 300;

/**
 * The users list's search by e-mail. What is typed goes into `?q=` once typing pauses (or on
 * Enter), starting again from page 1, and the page's loader reads that search; Back and Forward
 * bring earlier searches back into the box. Without JavaScript it is a GET form.
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

  // What is typed, into the address (from page 1): at once, or once typing pauses.
  const push = useCallback(
    (typed: string) => {
      const next = typed.trim();
      if (next === pushed.current) return;
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
    },
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === pushed.current) return;
    const timer = setTimeout(() => push(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, push]);

  return (
    // Without JavaScript, Enter sends the search as the address's ?q= (a GET form).
    <Box
      component="form"
      method="get"
      action="/ogs-admin/users"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        push(text);
      }}
    >
      <TextField
        type="search"
        name="q"
        fullWidth
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
    </Box>
  );
}
