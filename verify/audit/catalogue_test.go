package audit

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/targets/llvm/llinterp"
)

var update = flag.Bool("update", false, "rewrite testdata/audit and docs/audit.md")

const catDir = "../../testdata/audit"

// TestCatalogueFiles: testdata/audit holds exactly what Catalogue builds,
// and every file parses and evaluates in the interpreter.
func TestCatalogueFiles(t *testing.T) {
	files := Catalogue()
	if *update {
		require.NoError(t, os.MkdirAll(catDir, 0o755))
		for _, f := range files {
			require.NoError(t, os.WriteFile(filepath.Join(catDir, f.Name), []byte(f.Src), 0o644))
		}
	}
	n := 0
	for _, f := range files {
		got, err := os.ReadFile(filepath.Join(catDir, f.Name))
		require.NoError(t, err, "run go test ./verify/audit -run TestCatalogueFiles -update")
		assert.Equal(t, f.Src, string(got), "%s is stale: run go test ./verify/audit -run TestCatalogueFiles -update", f.Name)
		m, err := llinterp.Parse(f.Name, got)
		require.NoError(t, err)
		for _, fn := range m.Funcs {
			sig, why := signature(fn)
			require.Empty(t, why, fn.Name)
			in := Inputs(sig.Type, sig.Arity, 0, 1)
			args := make([]uint64, sig.Arity)
			for i := 0; i < len(in[0]); i += 97 {
				for k := range args {
					args[k] = in[k][i]
				}
				_, err := fn.Eval(args)
				require.NoError(t, err, fn.Name)
			}
			n++
			assert.NotEmpty(t, whatOf(fn.Name).what, fn.Name)
		}
	}
	t.Logf("%d files, %d functions", len(files), n)
}
