package llvm

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
)

// gridKernel spreads a tensor over 4 blocks of 64 threads (a 2-D block):
// block b, thread t reads and writes element offset b·1000 + t·2 + repeat.
const gridKernel = `kernel @grid(%A: global f32[4,64,2,1] layout [1000,2,1,1], %Out: global f32[4,64,2,1]) grid(4) block(16,4) {
  %a = alloc.local f32[4,64,2,1] {scope = grid}
  %a = load %A {scope = grid}
  %a = max %a, f32 0.0 {scope = grid}
  store %Out, %a {scope = grid}
}
`

// TestGridScopeLLC: under scope grid the address uses the block id
// intrinsic; llc-19 turns it into %ctaid.x (PTX, then ptxas assembles it) and
// into the workgroup id system SGPR on AMD (the kernel descriptor enables
// it). Both scale the block id by the layout's block stride, 1000 elements.
func TestGridScopeLLC(t *testing.T) {
	m := mustParse(t, "grid.tile", gridKernel)
	nv := emit(t, m, Options{Triple: TripleNVPTX, CPU: "sm_90"})
	amd := emit(t, m, Options{Triple: TripleAMDGCN, CPU: "gfx942"})
	assert.Contains(t, nv, "@llvm.nvvm.read.ptx.sreg.ctaid.x()")
	assert.Contains(t, amd, "@llvm.amdgcn.workgroup.id.x()")

	ptx := llc(t, writeTemp(t, "grid.ll", nv), TripleNVPTX, "sm_90")
	ptxas(t, ptx, "sm_90")
	assert.Regexp(t, regexp.MustCompile(`mov\.u32\s+%r\d+, %ctaid\.x;`), ptx)
	assert.Regexp(t, regexp.MustCompile(`mul\.wide\.u32\s+%rd\d+, %r\d+, 1000;`), ptx)

	asm := llc(t, writeTemp(t, "grid.ll", amd), TripleAMDGCN, "gfx942")
	assert.Regexp(t, regexp.MustCompile(`\.amdhsa_system_sgpr_workgroup_id_x 1`), asm)
	assert.Regexp(t, regexp.MustCompile(`0x3e8`), asm, "the block stride (1000 elements)")
	llc(t, writeTemp(t, "grid.ll", amd), TripleAMDGCN, "gfx942", "-filetype=obj")
}
