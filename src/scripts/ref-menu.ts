/**
 * The menu of link choices of a law page (#ref-menu, RefMenu.astro), loaded by ref-tools.ts:
 * this fills it for the place whose «⋯» button was clicked, puts it beside the button, and
 * copies the link, the citation or the text.
 */
// ref-tools.ts loads this module only on a page that has the menu.
const menu = document.getElementById('ref-menu')!;
let place: { id: string; button: HTMLElement } | undefined;

function fill(id: string, button: HTMLElement): void {
  const short = menu.querySelector<HTMLAnchorElement>('[data-short-link]');
  if (short) {
    short.href = (menu.dataset.short ?? '/{id}/').replace('{id}', id);
    short.querySelector('span')!.textContent = decodeURI(new URL(short.href).pathname).replace(/\/$/u, '');
  }
  // In the top layer the menu is placed against the page: below the button, inside the screen.
  const r = button.getBoundingClientRect();
  const width = Math.min(16 * parseFloat(getComputedStyle(document.documentElement).fontSize), document.documentElement.clientWidth - 16);
  menu.style.width = `${width}px`;
  menu.style.left = `${Math.max(8, Math.min(r.right - width, document.documentElement.clientWidth - width - 8)) + scrollX}px`;
  menu.style.top = `${r.bottom + scrollY + 4}px`;
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

const focusFirst = (): void => menu.querySelector<HTMLElement>('a, button')?.focus();

export async function copy(button: HTMLButtonElement): Promise<void> {
  if (!place) return;
  const link = new URL(`#${place.id}`, location.href).href;
  const cite = (place.id.includes('.') ? menu.dataset.citePara : menu.dataset.citeLaw) ?? '{id}';
  const citation = `${cite.replace('{id}', place.id)} — ${link}`;
  const text = button.dataset.copy === 'citation' ? citation : button.dataset.copy === 'text' ? `${placeText(place.id)}\n\n${citation}` : link;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  const label = button.textContent;
  button.textContent = menu.dataset.copied ?? '✓';
  setTimeout(() => {
    button.textContent = label;
  }, 1500);
}

menu.addEventListener('beforetoggle', (e) => {
  if ((e as ToggleEvent).newState === 'open' && place) fill(place.id, place.button);
});
menu.addEventListener('toggle', (e) => {
  if ((e as ToggleEvent).newState === 'open') focusFirst();
});

/** The «⋯» button of place `id` was clicked: the menu is for it (filled now if already open). */
export function choose(id: string, button: HTMLElement): void {
  place = { id, button };
  // Loaded by the click itself: the menu opened before this module came.
  if (menu.matches(':popover-open')) {
    fill(id, button);
    focusFirst();
  }
}
