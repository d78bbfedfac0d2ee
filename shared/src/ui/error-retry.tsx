import { useT } from '../i18n/index';
import { Button } from './button';

interface ErrorRetryProps {
  /** Already translated; defaults to the remote-load failure text. */
  message?: string;
  onRetry: () => void;
  /** A retry is running: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
  className?: string;
}

/** The in-place "could not load, retry" block: only this region failed, the page still works. */
export function ErrorRetry({ message, onRetry, retrying = false, className }: ErrorRetryProps) {
  const { t } = useT('common');
  return (
    <div role="alert" className={['shop-error-retry', className ?? ''].filter(Boolean).join(' ')}>
      <p className="shop-error-retry__message">{message ?? t('remote_load_failed')}</p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
