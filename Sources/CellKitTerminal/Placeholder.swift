import CellKit
