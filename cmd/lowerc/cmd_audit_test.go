package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// TestCompileAuditPipe: lowerc compile -target llvm … | lowerc audit - reads
// the IR from stdin; lowerc's kernel is checked in two steps over launches
// of the tile kernel its source_filename names: tile ⊇ IR refines on both
// triples, IR ⊇ code refines on nvptx64 (llc's PTX in the PTX executor);
// on amdgcn it runs llc's kernel (amdexec.LLCKernel) and finds the sNaN
// inputs where llc's IEEE-mode v_max3_f32 gives the quiet NaN's answer
// (0) and llinterp's maxnum the number (issue 13's finding).
func TestCompileAuditPipe(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	for _, c := range []struct{ triple, cpu, step2 string }{
		{"amdgcn-amd-amdhsa", "gfx942", `(?m)^    IR ⊇ code: does not refine: \d+ violations in \d+ output elements[^\n]*\n        \(0x1, 0x7f800001\): gives 0x0; 0x00000001$`},
		{"nvptx64-nvidia-cuda", "sm_90", `(?m)^    IR ⊇ code: refines on \d+ output elements$`},
	} {
		var ir, errb bytes.Buffer
		code := run([]string{"compile", "-target", "llvm", "-triple", c.triple, "-mcpu", c.cpu, "../../testdata/examples/maximum3.tile"}, &ir, &errb)
		require.Equal(t, 0, code, errb.String())
		old := stdin
		stdin = bytes.NewReader(ir.Bytes())
		var out bytes.Buffer
		errb.Reset()
		code = run([]string{"audit", "-triple", c.triple, "-mcpu", c.cpu, "-random", "10", "-"}, &out, &errb)
		stdin = old
		want := 0
		if c.triple == "amdgcn-amd-amdhsa" {
			want = 1 // step 2 does not refine
		}
		assert.Equal(t, want, code, errb.String())
		assert.Regexp(t, `(?m)^@maximum3 \(f32, 2 inputs\): kernel: `, out.String())
		assert.Regexp(t, `(?m)^    tile ⊇ IR: refines on \d+ output elements$`, out.String())
		assert.Regexp(t, c.step2, out.String())
	}
}
