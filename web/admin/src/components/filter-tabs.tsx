/**
 * Tabs that filter one list, for narrow columns (the inbox's status tabs): a WAI-ARIA tablist
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) whose tabs wrap onto a second line instead of folding into a
 * "More views" menu. Polaris's Tabs puts that menu's button inside the tablist, which axe-core reports as
 * `aria-required-children` (critical: a tablist may only own tabs) whenever the tabs overflow.
 * Keyboard: Tab enters at the selected tab; ←/→ (wrapping), Home and End select and focus (automatic activation).
 */
import { useRef, type KeyboardEvent } from 'react';
import './filter-tabs.css';

/** One tab: `id` (stable key), `content` (visible label), `accessibilityLabel` (must start with `content`, WCAG 2.5.3). */
export type FilterTab = { id: string; content: string; accessibilityLabel?: string };

/**
 * The tablist. `selected` is an index into `tabs`; `onSelect` gets the new index. `controls` is the id of the element
 * the tabs filter (each tab's `aria-controls`); `label` names the tablist.
 */
export function FilterTabs({ tabs, selected, onSelect, label, controls }: {
  tabs: readonly FilterTab[]; selected: number; onSelect: (i: number) => void; label: string; controls?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const to = e.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1)
      : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (to == null) return;
    e.preventDefault();
    onSelect(to);
    refs.current[to]?.focus();
  };
  return (
    <div className="filter-tabs" role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t.id} ref={(el) => { refs.current[i] = el; }} type="button" role="tab" id={`filter-tab-${t.id}`}
          aria-selected={i === selected} aria-controls={controls} tabIndex={i === selected ? 0 : -1}
          aria-label={t.accessibilityLabel} className="filter-tab" onClick={() => onSelect(i)} onKeyDown={(e) => move(e, i)}
        >
          {t.content}
        </button>
      ))}
    </div>
  );
}
