package lower

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gridKernels exercise scope grid (group axes block × thread): a 1-D block
// and a 2-D block with a strided layout. They
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

`

// TestGridScope: the block's offset comes from the workgroup ID x (s2, the
// system SGPR after the kernarg pointer, which the descriptor enables) times
// the block stride in bytes, plus the thread's.
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
			assert.Regexp(t, regexp.MustCompile(`v_mov_b32_e32 v\d+, s2\n`), text)
			// Block stride 6 elements × 4 bytes = 24, thread stride 12 bytes.
			assert.Regexp(t, regexp.MustCompile(`v_mul_u32_u24_e32 v\d+, 24, v\d+`), text)
			assert.Regexp(t, regexp.MustCompile(`v_mul_u32_u24_e32 v\d+, 12, v\d+`), text)
			assert.Regexp(t, regexp.MustCompile(`v_mul_u32_u24_e32 v\d+, 0x7d0, v\d+`), strings.Join(byName["grid2d"].Instructions(), "\n"), "block stride 1000 f16 = 2000 bytes")
			asm := string(AppendAsm(nil, p))
			assert.Contains(t, asm, ".amdhsa_system_sgpr_workgroup_id_x 1")
		})
	}
}
