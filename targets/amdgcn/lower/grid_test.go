package lower

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gridKernels exercise scope grid (group axes block × thread): a 1-D block
// and a 2-D block with a strided layout, on 1-D, 2-D and 3-D grids. They
// join the corpus, so llvm-mc-19 assembles and re-encodes them for every
// generation (TestLLVMMCCorpus, TestCodeObjectModeBits).
const gridKernels = `
kernel @grid(%A: global f32[4,2,3,1], %O: global f32[4,2,3,1]) grid(4) block(2) {
  %a = alloc.local f32[4,2,3,1] {scope = grid}
  %a = load %A {scope = grid}
  %a = max %a, f32 0.0 {scope = grid}
  store %O, %a {scope = grid}
}

kernel @grid2d(%H: global f16[3,64,1] layout [1000,2,1]) grid(3) block(16,4) {
  %h = alloc.local f16[3,64,1] {scope = grid}
  %h = load %H {scope = grid}
  store %H, %h {scope = grid}
}

kernel @gridxy(%A: global f16[6,4,1], %O: global f16[6,4,1]) grid(2,3) block(4) {
  %a = alloc.local f16[6,4,1] {scope = grid}
  %a = load %A {scope = grid}
  store %O, %a {scope = grid}
}

kernel @gridxyz(%A: global f16[12,4,1], %B: global f16[12,4,1], %O: global f16[12,4,1]) grid(3,2,2) block(2,2) {
  %a = alloc.local f16[12,4,1] {scope = grid}
  %b = alloc.local f16[12,4,1] {scope = grid}
  %a = load %A {scope = grid}
  %b = load %B {scope = grid}
  %a = max %a, %b {scope = grid, nan = propagate}
  store %O, %a {scope = grid}
}

`

// TestGridScope: the block's offset comes from the workgroup IDs (system
// SGPRs s2, s3, s4 after the kernarg pointer, which the descriptor enables;
// TTMP9 and TTMP7 on GFX12) combined into the linear block index x +
// gx·(y + gy·z), times the block stride in bytes, plus the thread's.
func TestGridScope(t *testing.T) {
	for _, gen := range []string{"gfx908", "gfx942", "gfx1030", "gfx1100", "gfx1200"} {
		t.Run(gen, func(t *testing.T) {
			b := mustBackend(t, gen, true)
			p := lowerSource(t, b, "grid.tile", gridKernels, "")
			byName := map[string]*Kernel{}
			for _, k := range p.Kernels {
				byName[k.Name] = k
			}
			g := byName["grid"]
			require.NotNil(t, g)
			text := strings.Join(g.Instructions(), "\n")
			gfx12 := gen == "gfx1200"
			idX := "s2"
			if gfx12 {
				idX = "ttmp9"
			}
			assert.Regexp(t, regexp.MustCompile(`v_mov_b32_e32 v\d+, `+idX+`\n`), text)
			// Block stride 6 elements × 4 bytes = 24, thread stride 12 bytes.
			assert.Regexp(t, regexp.MustCompile(`v_mul_u32_u24_e32 v\d+, 24, v\d+`), text)
			assert.Regexp(t, regexp.MustCompile(`v_mul_u32_u24_e32 v\d+, 12, v\d+`), text)
			assert.Regexp(t, regexp.MustCompile(`v_mul_u32_u24_e32 v\d+, 0x7d0, v\d+`), strings.Join(byName["grid2d"].Instructions(), "\n"), "block stride 1000 f16 = 2000 bytes")
			assert.Equal(t, 0, g.WorkgroupIDs)

			// grid(2,3): x + 2·y; grid(3,2,2): x + 3·(y + 2·z).
			xy := strings.Join(byName["gridxy"].Instructions(), "\n")
			xyz := strings.Join(byName["gridxyz"].Instructions(), "\n")
			assert.Equal(t, 1, byName["gridxy"].WorkgroupIDs)
			assert.Equal(t, 2, byName["gridxyz"].WorkgroupIDs)
			if gfx12 {
				assert.Regexp(t, `v_bfe_u32 v\d+, ttmp7, 0, 16\n`, xy)
				assert.NotContains(t, xy, "ttmp7, 16, 16")
				assert.Regexp(t, `v_bfe_u32 v\d+, ttmp7, 16, 16\n`, xyz)
			} else {
				assert.Regexp(t, `v_mov_b32_e32 v\d+, s3\n`, xy)
				assert.NotContains(t, xy, ", s4\n")
				assert.Regexp(t, `v_mov_b32_e32 v\d+, s4\n`, xyz)
				// s2–s4 hold the IDs: the pointers load from s8 on.
				assert.Regexp(t, `^s_load_(dwordx4|b128) s\[8:11\], s\[0:1\], 0x0\n`, xyz)
			}
			assert.Regexp(t, `v_mul_u32_u24_e32 v\d+, 2, v\d+\n[^\n]*, `+idX+`, v\d+`, xy)
			assert.Regexp(t, `v_mul_u32_u24_e32 v\d+, 3, v\d+\n[^\n]*, `+idX+`, v\d+`, xyz)
			assert.Regexp(t, `v_mul_u32_u24_e32 v\d+, 2, v\d+`, xyz)
			asm := string(AppendAsm(nil, p))
			assert.Contains(t, asm, ".amdhsa_system_sgpr_workgroup_id_x 1")
			assert.Equal(t, 2, strings.Count(asm, ".amdhsa_system_sgpr_workgroup_id_y 1"), "gridxy and gridxyz")
			assert.Equal(t, 1, strings.Count(asm, ".amdhsa_system_sgpr_workgroup_id_z 1"), "gridxyz")
		})
	}
}
