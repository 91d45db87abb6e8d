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
