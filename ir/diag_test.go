package ir

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/diag"
)

// TestNoSilentSurprises: what the parser used to accept quietly is a
// warning (a literal out of its type's range, naming the value it became)
// or an error (a short bit pattern, a missing comma), and misspelt ops and
// attributes get a did-you-mean hint.
func TestNoSilentSurprises(t *testing.T) {
	const head = "kernel @k() grid(1) block(1) {\n  %a = alloc.local TYPE[1]\n  %b = alloc.local TYPE[1]\n"
	for _, c := range []struct {
		typ, stmt string
		sev       diag.Severity
		want      string // the whole line form of the one diagnostic
	}{
		{"f16", "%a = max %a, f16 70000.0", diag.Warning, "f.tile:4:20: warning: f16 literal 70000.0 overflows f16; it became f16 inf"},
		{"f16", "%a = max %a, f16 -1e6", diag.Warning, "f.tile:4:20: warning: f16 literal -1e6 overflows f16; it became f16 -inf"},
		{"f32", "%a = max %a, f32 1e39", diag.Warning, "f.tile:4:20: warning: f32 literal 1e39 overflows f32; it became f32 inf"},
		{"f32", "%a = max %a, f32 1e-46", diag.Warning, "f.tile:4:20: warning: f32 literal 1e-46 underflows f32; it became f32 0.0"},
		{"bf16", "%a = max %a, bf16 1e39", diag.Warning, "f.tile:4:21: warning: bf16 literal 1e39 overflows bf16; it became bf16 inf"},
		{"f32", "%a = max %a, f32 0x7fc0", diag.Error, "f.tile:4:20: error: bit pattern 0x7fc0 has 4 hex digits; a f32 pattern has 8 (write 0x00007fc0 if that is what you mean)"},
		{"f16", "%a = max %a, f16 0x07e00", diag.Error, "f.tile:4:20: error: bit pattern 0x07e00 has 5 hex digits; a f16 pattern has 4 (write 0x7e00 if that is what you mean)"},
		{"f32", "%a = max %a %b", diag.Error, "f.tile:4:15: error: expected ',' between operands, found %b"},
		{"f32", "%a = max %a, %b f32 0.0", diag.Error, "f.tile:4:19: error: expected ',' between operands, found \"f32\""},
		{"f32", "%a = maxx %a, %b", diag.Error, "f.tile:4:8: error: unknown op \"maxx\" (did you mean \"max\"?) (want alloc.local, load, mov, min, max or apply; store is written \"store %Out, %a\")"},
		{"f32", "%a = max %a, %b {nzs}", diag.Error, "f.tile:4:20: error: unknown attribute \"nzs\" (did you mean \"nsz\"?) (want nan, nsz, ftz, scope, pred or preserve_dst)"},
	} {
		src := []byte(fmtHead(head, c.typ) + "  " + c.stmt + "\n}\n")
		m, l := ParseFile("f.tile", src)
		require.NotNil(t, m, c.stmt)
		require.Len(t, l, 1, "%s: %v", c.stmt, l)
		assert.Equal(t, c.sev, l[0].Severity, c.stmt)
		assert.Equal(t, c.want, l[0].Error(), c.stmt)
		_, err := Parse("f.tile", src)
		assert.Equal(t, c.sev == diag.Error, err != nil, "Parse fails for errors only: %s", c.stmt)
	}
}

func fmtHead(head, typ string) string {
	return strings.ReplaceAll(head, "TYPE", typ)
}

// TestLiteralsInRange: full-width patterns and literals that fit give no
// diagnostic.
func TestLiteralsInRange(t *testing.T) {
	for _, lit := range []string{"f16 65504.0", "f16 inf", "f16 -0.0", "f16 0x7e00", "f32 0x7fc00000", "f32 0.0", "f32 1e-45", "f64 1e308", "f64 0x7ff8000000000000"} {
		typ := lit[:3]
		src := []byte(fmtHead("kernel @k() grid(1) block(1) {\n  %a = alloc.local TYPE[1]\n  %b = alloc.local TYPE[1]\n", typ) + "  %a = max %a, " + lit + "\n}\n")
		_, l := ParseFile("f.tile", src)
		assert.Empty(t, l, lit)
	}
}
