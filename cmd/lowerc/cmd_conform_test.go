package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConformEmulateReport: -json writes the JSON report beside the
// Markdown on standard output, exit 0; a second run writes the same bytes.
func TestConformEmulateReport(t *testing.T) {
	dir := t.TempDir()
	var first []byte
	for i := range 2 {
		out := filepath.Join(dir, "r.json")
		var stdout, stderr bytes.Buffer
		code := run([]string{"conform", "-target", "ptx:sm_90", "-emulate", "-format", "md", "-json", out, "-forms", `^(max\.NaN\.f16|fallback sm_75: max bf16 \{nan = propagate\})$`}, &stdout, &stderr)
		require.Equal(t, 0, code, stderr.String())
		assert.Contains(t, stdout.String(), "| question | status | answer |")
		b, err := os.ReadFile(out)
		require.NoError(t, err)
		assert.Contains(t, string(b), `"emulated": true`)
		if i == 0 {
			first = b
		} else {
			assert.Equal(t, string(first), string(b))
		}
	}
}
