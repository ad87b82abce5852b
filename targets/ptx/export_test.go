package ptx

import "testing"

// NewUngated returns a backend that emits every form of the table whatever
// the target, pinned to version: the tests use it to show ptxas what the
// gate rejects.
func NewUngated(t testing.TB, arch, version string) *Backend {
	t.Helper()
	b, err := New(arch, version)
	if err != nil {
		t.Fatal(err)
	}
	b.noGate = true
	return b
}
