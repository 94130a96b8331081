/** A situation reader's output keeps every word told and adds its marker once (splice-words.ts): the check the readers' tests share. */
export const keepsWordsTold = (told: string, read: string, marker: string): boolean =>
  read.includes(marker) && read.replace(marker, '').replace(/\s+/gu, '') === told.replace(/\s+/gu, '');
