package verify

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/lowerc/lowerc/ir"
)

// FuzzVerify: whatever parses, the verifier checks without panicking, and
// every error it reports has a position in the file and a rule name.
func FuzzVerify(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.tile")
	files = append(files, "../testdata/examples/maximum3.tile")
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ir.Parse("f.tile", src)
		if err != nil {
			return
		}
		for _, e := range Module(m, fakeTarget{}) {
			if !e.Pos.IsValid() || e.Pos.File != "f.tile" || e.Rule == "" {
				t.Fatalf("error without position or rule: %v", e)
			}
		}
	})
}
