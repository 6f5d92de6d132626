import './common.css';
import Button from 'antd-mobile/es/components/button';

export interface NoticeProps {
  text: string;
  /** The way forward, when there is one. */
  action?: { label: string; onClick: () => void };
}

/** In place of a form that cannot be used yet: why, and the way forward. */
export function Notice({ text, action }: NoticeProps) {
  return (
    <div className="ac-notice" role="status">
      <p>{text}</p>
      {action && (
        <Button color="primary" className="ac-notice__action" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
