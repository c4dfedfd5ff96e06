import { Images } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page-header';

/** /explore/makeovers: a gallery of makeovers people chose to share. */
export function ExploreMakeoversPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Explore"
        title="Makeovers"
        description="Before-and-after transformations for inspiration."
      />
      <div className="mt-10">
        <EmptyState
          icon={<Images className="h-6 w-6" aria-hidden="true" />}
          title="The gallery is empty for now"
          description="Shared makeovers will appear here. Why not create the first one?"
          action={
            <Link to="/" className={buttonClasses('primary', 'md')}>
              Start a Makeover
            </Link>
          }
        />
      </div>
    </PageContainer>
  );
}
