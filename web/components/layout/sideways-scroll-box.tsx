import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SwipeRight from '@mui/icons-material/SwipeRightOutlined';

/**
 * A box a wide table scrolls inside, that says so: shadows at the edges with more to see (drawn by
 * the background alone, so the server's HTML has them too) and, while the table is wider than
 * the box, a line above it naming what is out of sight. The box is a focusable region, so the
 * keyboard scrolls it too.
 */
export function SidewaysScrollBox({ labelId, hidden, maxHeight, children }: { labelId: string; hidden: string; maxHeight?: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWider(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {wider && (
        <Typography variant="caption" color="text.secondary" data-testid="scroll-cue" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
          <SwipeRight fontSize="small" aria-hidden="true" />
          {hidden}
        </Typography>
      )}
      <Box
        ref={box}
        role="region"
        aria-labelledby={labelId}
        tabIndex={0}
        sx={{
          overflow: 'auto',
          maxHeight,
          // Edge shadows: the covers scroll with the content, the shadows stay, so a shadow shows where more is.
          background: (theme) => {
            const paper = theme.palette.background.paper;
            const shade = theme.palette.mode === 'dark' ? 'rgba(0,0,0,.6)' : 'rgba(0,0,0,.18)';
            return [
              `linear-gradient(to right, ${paper} 30%, transparent) left center / 40px 100% no-repeat local`,
              `linear-gradient(to left, ${paper} 30%, transparent) right center / 40px 100% no-repeat local`,
              `radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left center / 14px 100% no-repeat scroll`,
              `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right center / 14px 100% no-repeat scroll`,
            ].join(', ');
          },
        }}
      >
        {children}
      </Box>
    </>
  );
}

