/**
 * The menu of link choices of a law page (#ref-menu, RefMenu.astro), loaded by ref-tools.ts:
 * this fills it for the place whose «⋯» button was clicked, puts it beside the button, and
 * copies the link, the citation or the text.
 */
let place: { id: string; button: HTMLElement } | undefined;
/** The menu's own listeners are added at the first choice. */
let listening = false;

function fill(m: HTMLElement, id: string, button: HTMLElement): void {
  const short = m.querySelector<HTMLAnchorElement>('[data-short-link]');
  if (short) {
    short.href = (m.dataset.short ?? '/{id}/').replace('{id}', id);
    short.querySelector('span')!.textContent = decodeURI(new URL(short.href).pathname).replace(/\/$/u, '');
  }
  // In the top layer the menu is placed against the page: below the button, inside the screen.
  const r = button.getBoundingClientRect();
  const width = Math.min(16 * parseFloat(getComputedStyle(document.documentElement).fontSize), document.documentElement.clientWidth - 16);
  m.style.width = `${width}px`;
  m.style.left = `${Math.max(8, Math.min(r.right - width, document.documentElement.clientWidth - width - 8)) + scrollX}px`;
  m.style.top = `${r.bottom + scrollY + 4}px`;
}

/** The text of a place as the reader sees it (the page's language, line breaks kept), without its tools, links to elsewhere, notes and demos. */
function placeText(id: string): string {
  const unit = document.getElementById(id)?.closest('.para, .law-section');
  const parts = unit?.matches('.para') ? unit.querySelectorAll<HTMLElement>('.bi > :not(.alt)') : unit?.children;
  return [...(parts ?? [])]
    .filter((c): c is HTMLElement => c instanceof HTMLElement && !c.matches('ref-tools, .related, .incomplete, section, [data-pagefind-ignore]'))
    .map((c) => c.innerText.trim())
    .filter(Boolean)
    .join('\n\n');
}

export async function copy(m: HTMLElement, button: HTMLButtonElement): Promise<void> {
  if (!place) return;
  const link = new URL(`#${place.id}`, location.href).href;
  const cite = (place.id.includes('.') ? m.dataset.citePara : m.dataset.citeLaw) ?? '{id}';
  const citation = `${cite.replace('{id}', place.id)} — ${link}`;
  const text = button.dataset.copy === 'citation' ? citation : button.dataset.copy === 'text' ? `${placeText(place.id)}\n\n${citation}` : link;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  const label = button.textContent;
  button.textContent = m.dataset.copied ?? '✓';
  setTimeout(() => {
    button.textContent = label;
  }, 1500);
}

/** The «⋯» button of place `id` was clicked: the menu is for it (filled now if already open). */
export function choose(menu: HTMLElement, id: string, button: HTMLElement): void {
  place = { id, button };
  if (!listening) {
    listening = true;
    menu.addEventListener('beforetoggle', (e) => {
      if ((e as ToggleEvent).newState === 'open' && place) fill(menu, place.id, place.button);
    });
    menu.addEventListener('toggle', (e) => {
      if ((e as ToggleEvent).newState === 'open') menu.querySelector<HTMLElement>('a, button')?.focus();
    });
  }
  // Loaded by the click itself: the menu opened before this module came.
  if (menu.matches(':popover-open')) {
    fill(menu, id, button);
    menu.querySelector<HTMLElement>('a, button')?.focus();
  }
}
