/** A product image that shows a placeholder when there is no image or it fails to load (offline, 404, blocked). */
import { Icon } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useState } from 'react';

/** `size` in CSS pixels (square); `alt` = the product title or the image's alt text. */
export function ProductImage({ src, alt, size = 40 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!src || failed) {
    return (
      <span className="catalog-image catalog-image-placeholder" style={style} role="img" aria-label={`${alt} (no image)`} data-testid="image-placeholder">
        <Icon source={ImageIcon} tone="subdued" />
      </span>
    );
  }
  return <img className="catalog-image" style={style} src={src} alt={alt} loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(true)} />;
}
