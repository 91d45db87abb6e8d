/** spec §3 designs.style; PostgreSQL enum `design_style`. */
export enum DesignStyle {
  Modern = 'modern',
  Farmhouse = 'farmhouse',
  Traditional = 'traditional',
  Colonial = 'colonial',
  Contemporary = 'contemporary',
  Craftsman = 'craftsman',
}

/** spec §3 designs.status (default active); PostgreSQL enum `design_status`. */
export enum DesignStatus {
  Active = 'active',
  Archived = 'archived',
  Draft = 'draft',
}

/** spec §3 built-in plan catalogue category; PostgreSQL enum `design_category`. */
export enum DesignCategory {
  Barndominium = 'Barndominium',
  Residential = 'Residential',
}

/** What GET /api/designs can sort by: name, living area, shop area, bedrooms, price. */
export enum DesignSort {
  Name = 'name',
  Living = 'living',
  Shop = 'shop',
  Bedrooms = 'bedrooms',
  Price = 'price',
}

/**
 * Issue 31: what an uploaded plan picture shows; PostgreSQL enum `design_image_kind`. A plan's
 * pictures are shown floor plans first (buyers choose plans by them), then by sortOrder.
 */
export enum DesignImageKind {
  FloorPlan = 'floor_plan',
  Photo = 'photo',
  Rendering = 'rendering',
}

/** What the office's plan list (listAdminDesigns) can sort by. */
export enum AdminDesignSort {
  Name = 'name',
  Status = 'status',
  Living = 'living',
  Pictures = 'pictures',
  UpdatedAt = 'updatedAt',
}
