/**
 * "Partner resources" on /affiliate-dashboard (listPartnerResources, issue 30): the files our office
 * shares with every active partner (brochures, plan books, the program's rules), each with its
 * description, type and size and a download link (a plain link: the session cookie authorises it).
 * Sorted by category, then title, paged by the server with the URL's `resourcesPage`. A partner who
 * is not active is told why there is nothing to download instead of asking the server.
 */
import { useSearchParams } from "react-router";
import { useListPartnerResources } from "@/api/generated/endpoints/partner-portal/partner-portal";
import { PartnerResourceSort, SortOrder, type ListPartnerResourcesParams, type PartnerResourceResponseDto } from "@/api/generated/model";
import { DashboardSection } from "@/components/dashboard-parts";
import { EmptyList } from "@/components/staff/empty-list";
import { ListProblem, Loading, Pager, StaffTable, TD, TH } from "@/components/staff/list-parts";
import { formatFileSize } from "@shared/file-types";
import { fileTypeLabel, PARTNER_RESOURCE_CATEGORY_LABEL } from "./affiliate-labels";
import { RESOURCES_PAGE_PARAM } from "./referrals-section";
const INTRO = "Brochures, plan books and the program's rules from our office, ready to share with the people you refer.";

export function ResourcesSection({ active }: { active: boolean }) {
  return (
    <DashboardSection id="resources" title="Partner resources" intro={INTRO}>
      {active ? (
        <ResourceList />
      ) : (
        <p className="text-stone-700 dark:text-stone-300">Partner resources are for active referral partners: they appear here once your account is active.</p>
      )}
    </DashboardSection>
  );
}

function ResourceList() {
  const [search] = useSearchParams();
  const page = search.get(RESOURCES_PAGE_PARAM);
  // As the URL has it: the server validates the page number and names what it refuses.
  const params = { sort: PartnerResourceSort.category, order: SortOrder.asc, ...(page === null ? {} : { page }) } as unknown as ListPartnerResourcesParams;
  const resources = useListPartnerResources(params);

  if (resources.isError) return <ListProblem error={resources.error} retry={() => void resources.refetch()} />;
  if (!resources.data) return <Loading what="partner resources" />;
  if (resources.data.total === 0)
    return <EmptyList>No resources yet. When our office shares a brochure, plan book or the program's rules, it appears here to download.</EmptyList>;
  return (
    <>
      <StaffTable
        caption="Partner resources to download"
        head={
          <>
            <th scope="col" className={TH}>
              Resource
            </th>
            <th scope="col" className={TH}>
              Category
            </th>
            <th scope="col" className={TH}>
              Type and size
            </th>
          </>
        }
      >
        {resources.data.items.map((resource) => (
          <ResourceRow key={resource.id} resource={resource} />
        ))}
      </StaffTable>
      <Pager
        page={resources.data.page}
        pageSize={resources.data.pageSize}
        total={resources.data.total}
        noun="resources"
        param={RESOURCES_PAGE_PARAM}
        label="Resource pages"
        preventScrollReset
      />
    </>
  );
}

function ResourceRow({ resource }: { resource: PartnerResourceResponseDto }) {
  return (
    <tr>
      <th scope="row" className={`${TD} min-w-56 text-left font-normal`}>
        <a href={resource.downloadUrl} download={resource.fileName} className="link font-semibold">
          {resource.title}
          <span className="sr-only"> (download {fileTypeLabel(resource.contentType)})</span>
        </a>
        <span className="mt-1 block text-stone-700 dark:text-stone-300">{resource.description}</span>
      </th>
      <td className={TD}>{PARTNER_RESOURCE_CATEGORY_LABEL[resource.category]}</td>
      <td className={`${TD} whitespace-nowrap`}>
        {fileTypeLabel(resource.contentType)}, {formatFileSize(resource.byteSize)}
      </td>
    </tr>
  );
}
