/**
 * The strength grades of concrete an order, a task or a formula names (GB 50010: C15 to C80 in steps of 5), offered
 * as the 强度等级 choice list (docs/decisions/0520); `c30` typed in lower case is C30 (the server stores it upper case).
 */
export const STRENGTH_GRADES: readonly string[] = ['C15', 'C20', 'C25', 'C30', 'C35', 'C40', 'C45', 'C50', 'C55', 'C60', 'C65', 'C70', 'C75', 'C80'];
