/**
 * Live preview of the storefront widget with the unsaved look: launcher side, primary and text colours, agent
 * name, greeting and quick replies. Everything is rendered as React text (no HTML from the form).
 */
import { textOn } from './types.ts';

/** Props: the draft look. Invalid colours fall back to the widget's defaults, as the widget itself does. */
export type WidgetPreviewProps = {
  storeName: string; agentName: string; greeting: string; primaryColor: string; textColor: string | null;
  launcherPosition: 'right' | 'left'; quickReplies: string[];
};

/** The preview box (aria-hidden copy of what shoppers see; the form fields are the accessible source). */
export function WidgetPreview(p: WidgetPreviewProps) {
  const primary = /^#[0-9a-f]{6}$/i.test(p.primaryColor) ? p.primaryColor : '#1f6feb';
  const on = p.textColor && /^#[0-9a-f]{6}$/i.test(p.textColor) ? p.textColor : textOn(primary);
  return (
    <div className={`widget-preview ${p.launcherPosition === 'left' ? 'left' : ''}`} data-testid="widget-preview" aria-hidden="true">
      <div className="wp-panel">
        <div className="wp-header" style={{ background: primary, color: on }}>
          <strong>{p.agentName || 'Aisle'}</strong>
          <span>{p.storeName}</span>
        </div>
        <div className="wp-body">
          {p.greeting && <div className="wp-bubble">{p.greeting}</div>}
          <div className="wp-chips">
            {p.quickReplies.slice(0, 3).map((q) => <span key={q} className="wp-chip" style={{ borderColor: primary, color: primary }}>{q}</span>)}
          </div>
        </div>
        <div className="wp-composer"><span>Ask about products or your order…</span><span className="wp-send" style={{ background: primary, color: on }}>➤</span></div>
      </div>
      <div className="wp-launcher" style={{ background: primary, color: on }}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" /></svg>
      </div>
    </div>
  );
}
