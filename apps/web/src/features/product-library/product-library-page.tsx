import { useQuery } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { z } from 'zod';
import { userProductSchema, type UserProduct } from '@looklab/shared/products/user-product.schema';
import { Card } from '@/components/ui/card';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';

function ProductCard({ product }: { product: UserProduct }) {
  return (
    <Card className="flex gap-4 p-4">
      <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-stone-100 dark:bg-white/5">
        {product.iconUrl ? (
          <img src={product.iconUrl} alt="" className="h-full w-full object-cover" />
        ) : (
          <Palette className="h-6 w-6 text-stone-400" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold text-stone-900 dark:text-white">{product.name}</p>
        <p className="text-xs text-stone-500 capitalize dark:text-stone-400">
          {[product.brand, product.category].filter(Boolean).join(' · ')}
        </p>
        {product.colors.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-1.5">
            {product.colors.slice(0, 8).map((color) => (
              <span
                key={color.name}
                title={color.name}
                className="h-4 w-4 rounded-full ring-1 ring-stone-900/10 dark:ring-white/20"
                style={{ background: color.hex.startsWith('#') ? color.hex : undefined }}
              />
            ))}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** /product-library (Pro only): the user's makeup library. */
export function ProductLibraryPage() {
  const products = useQuery({
    queryKey: ['products'],
    queryFn: ({ signal }) => api.get('/api/products', z.array(userProductSchema), signal),
  });
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Pro"
        title="Makeup Library"
        description="The products you own, ready to try on in the studio with their real shades."
      />
      <div className="mt-10">
        {products.isPending ? (
          <PageSpinner text="Loading your library..." />
        ) : products.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            Could not load your makeup library. Please try again.
          </p>
        ) : products.data.length === 0 ? (
          <EmptyState
            icon={<Palette className="h-6 w-6" aria-hidden="true" />}
            title="Your library is empty"
            description="Products you add to your library will show up here."
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {products.data.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </div>
    </PageContainer>
  );
}
