import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the element named by the URL hash once the page has rendered, so deep links such as `#rights` land on their section. */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
