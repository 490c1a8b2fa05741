import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BulkBar } from './bulk-bar';
import { Pager } from './pager';

// A search's count stops at a cap: the screen says "more than" and offers
// 'Select all that match' without a figure it does not know.

const bar = (over: { total: number; exact: boolean; selected: number }) =>
  renderToStaticMarkup(
    <BulkBar
      tab="contact"
      onPage={50}
      allMatching={false}
      busy={false}
      spamCount={0}
      onTogglePage={() => {}}
      onSelectAllMatching={() => {}}
      onClear={() => {}}
      onRun={() => {}}
      onEmptySpam={() => {}}
      {...over}
    />,
  );

const pager = (total: number, exact: boolean) =>
  renderToStaticMarkup(
    <Pager
      total={total}
      exact={exact}
      shown={50}
      size={50}
      onSize={() => {}}
      newer={null}
      older="c"
    />,
  ).replace(/<!-- -->/g, '');

describe('the inbox count past the cap', () => {
  it('says "more than" when the count stopped, and the figure when it is exact', () => {
    expect(bar({ total: 1000, exact: false, selected: 0 })).toContain(
      'More than 1,000 items in all',
    );
    expect(bar({ total: 1234, exact: true, selected: 0 })).toContain('1,234 items in all');
    expect(pager(1000, false)).toContain('Showing 50 of more than 1,000 matches');
    expect(pager(1234, true)).toContain('Showing 50 of 1,234 matches');
  });

  it('offers every match with a figure only when it knows it', () => {
    expect(bar({ total: 1000, exact: false, selected: 50 })).toContain('>Select all that match<');
    expect(bar({ total: 1234, exact: true, selected: 50 })).toContain(
      '>Select all 1,234 that match<',
    );
  });
});
