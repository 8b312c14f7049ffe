/**
 * @jest-environment node
 */
// Search keywords: every current action has the words readers search with,
// and every keyword entry names an action the catalogue has.
import {allActions} from '@site/src/catalogue';
import {keywordsOf, searchKeywords} from '@site/src/catalogue/keywords';

const latest = allActions.filter((action) => action.isLatest);
const latestIds = new Set(latest.map((action) => action.id));

describe('search keywords', () => {
  it.each(latest.map((action) => [action.id]))('%s has at least 10 keywords, none repeated', (id) => {
    const words = keywordsOf(id);
    expect(words.length).toBeGreaterThanOrEqual(10);
    const normalised = words.map((word) => word.trim().toLowerCase());
    expect(new Set(normalised).size).toBe(normalised.length);
    for (const word of normalised) expect(word).not.toBe('');
  });

  it('names only current actions of the catalogue', () => {
    const unknown = Object.keys(searchKeywords).filter((id) => !latestIds.has(id));
    expect(unknown).toEqual([]);
  });
});
