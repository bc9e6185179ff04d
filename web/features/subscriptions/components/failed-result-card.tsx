import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { publicConfig } from '../../../lib/public-config';
import { ResultCard } from './result-card';

interface FailedResultCardProps {
  title: string;
  /** The button back to the page the visitor came from, drawn before the support site's. */
  back: ReactNode;
  /** The label of the button that opens the support site in a new tab. */
  supportLabel: string;
  children: ReactNode;
}

/** A subscription result page's failure: the error icon, the heading, the text, the way back and the support site. */
export function FailedResultCard({ title, back, supportLabel, children }: FailedResultCardProps) {
  return (
    <ResultCard
      icon={<ErrorOutlined color="error" />}
      title={title}
      actions={
        <>
          {back}
          <Button
            href={publicConfig.supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            endIcon={<OpenInNew />}
          >
            {supportLabel}
          </Button>
        </>
      }
    >
      {children}
    </ResultCard>
  );
}
