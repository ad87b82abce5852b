// Package citations holds the test that keeps the code's citations of the
// reference notes honest: every "docs/reference/ptx.md §2.1", "table 1.2",
// "§4.2 line 3" or "F7" a source, golden or script names must exist in
// docs/reference, and no citation may point outside the repository.
// scripts/repoint-citations.sh rewrites the older forms
// (../shared/reference/X.md, reference/X.md, a bare X.md) and makes the test
// strict. The package has no code of its own.
package citations
