import type { KeyboardEvent, MouseEvent } from 'react';

// Focus trapping is only needed once a popup shows, so it travels with the dialog, not the rules.
export { trapFocus } from './popup-focus.ts';

export interface PopupShellProps {
  /** `{builder}-popup-modal-{id}` */
  modalId: string;
  id: string;
  /** `{builder}-popup-modal` plus the popup's extra classes. */
  className: string;
  visible: boolean;
  /** Animation classes on the content box: the entrance, or `{exit} reverse`. */
  animation: string;
  closeHidden: boolean;
  closeOutside: boolean;
  labelledBy: string | null;
  /** The server's popup document, moved (not copied) into the message area. */
  content: HTMLElement;
  onClose(): void;
  onBackgroundClick(): void;
  rootRef(element: HTMLDivElement | null): void;
}

function CloseButton({ hidden, onClose }: { hidden: boolean; onClose(): void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onClose();
  };
  // The site's CSS styles this div and icon; only the role, name and key handling are added.
  return (
    <div
      className="dialog-close-button dialog-lightbox-close-button"
      role="button"
      tabIndex={0}
      aria-label="Close"
      style={hidden ? { display: 'none' } : undefined}
      onClick={onClose}
      onKeyDown={onKeyDown}
    >
      <i className="eicon-close" aria-hidden="true" />
    </div>
  );
}

/**
 * The dialog library's lightbox markup, class for class, so the site's popup CSS lays it out as
 * before; what it shows is the server's own popup document.
 */
export function PopupShell(props: PopupShellProps) {
  const close = <CloseButton hidden={props.closeHidden} onClose={props.onClose} />;
  const onClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) props.onBackgroundClick();
  };
  const moveContentIn = (message: HTMLDivElement | null) => {
    if (message && props.content.parentElement !== message) message.append(props.content);
  };
  return (
    <div
      id={props.modalId}
      ref={props.rootRef}
      className={`dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox ${props.className}`}
      role="dialog"
      aria-modal={props.visible ? 'true' : undefined}
      aria-labelledby={props.labelledBy ?? undefined}
      aria-label={props.labelledBy ? undefined : `Popup ${props.id}`}
      style={props.visible ? undefined : { display: 'none' }}
      onClick={onClick}
    >
      {props.closeOutside && close}
      <div
        className={`dialog-widget-content dialog-lightbox-widget-content animated${props.animation ? ` ${props.animation}` : ''}`}
      >
        {!props.closeOutside && close}
        <div className="dialog-header dialog-lightbox-header" />
        <div className="dialog-message dialog-lightbox-message" ref={moveContentIn} />
        <div className="dialog-buttons-wrapper dialog-lightbox-buttons-wrapper" />
      </div>
    </div>
  );
}
