/**
 * <ref-tools>: reveals the "copy link" and "copy citation" buttons of a paragraph
 * or law subsection (they stay hidden without JavaScript) and copies on click.
 */
class RefTools extends HTMLElement {
  connectedCallback(): void {
    for (const button of this.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
      button.hidden = false;
      button.addEventListener('click', () => void this.copy(button));
    }
  }

  private async copy(button: HTMLButtonElement): Promise<void> {
    const id = this.dataset.id ?? '';
    const link = new URL(`#${id}`, location.href).href;
    const text = button.dataset.copy === 'citation' ? `${this.dataset.citation ?? id} — ${link}` : link;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    const label = button.textContent;
    button.textContent = this.dataset.copied ?? '✓';
    setTimeout(() => {
      button.textContent = label;
    }, 1500);
  }
}

if (!customElements.get('ref-tools')) customElements.define('ref-tools', RefTools);
