package amdexec

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/require"
)

// lanesOf returns n lanes of v, with the lanes in set given their value.
func lanesOf(n int, v uint64, set map[int]uint64) []uint64 {
	out := make([]uint64, n)
	for i := range out {
		out[i] = v
		if x, ok := set[i]; ok {
			out[i] = x
		}
	}
	return out
}

// concat joins lane runs.
func concat(parts ...[]uint64) []uint64 {
	var out []uint64
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// TestBranches runs branches on hand-worked cases of their definitions
// (docs/reference/amdgpu.md §3.8): each wave decides from its own SCC,
// VCC or EXEC; blocks of two waves (gfx942: 64 + 6 lanes, gfx1100: 32 + 8)
// whose waves go different ways; llc's EXEC idiom around a block that
// s_cbranch_execz skips in the waves where no lane is on; loops.
func TestBranches(t *testing.T) {
	const (
		// wave's first lane's v0 == 1 → v0 = 3, else 2
		ifElse = "v_readfirstlane_b32 s4, v0\n\ts_cmp_eq_u32 s4, 1\n\ts_cbranch_scc1 .Ltaken\n\tv_mov_b32 v0, 2\n\ts_branch .Lend\n.Ltaken:\n\tv_mov_b32 v0, 3\n.Lend:"
		// lanes with v0 == 1 get 7; s6 = 0x100 in the waves that ran the block
		execz64 = "v_cmp_eq_u32_e32 vcc, 1, v0\n\ts_mov_b64 s[4:5], exec\n\ts_and_b64 exec, exec, vcc\n\ts_mov_b32 s6, 0\n\ts_cbranch_execz .Lskip\n\tv_mov_b32 v0, 7\n\ts_mov_b32 s6, 0x100\n.Lskip:\n\ts_or_b64 exec, exec, s[4:5]\n\tv_or_b32 v0, s6, v0"
		execz32 = "v_cmp_eq_u32_e32 vcc_lo, 1, v0\n\ts_mov_b32 s4, exec_lo\n\ts_and_b32 exec_lo, exec_lo, vcc_lo\n\ts_mov_b32 s6, 0\n\ts_cbranch_execz .Lskip\n\tv_mov_b32 v0, 7\n\ts_mov_b32 s6, 0x100\n.Lskip:\n\ts_or_b32 exec_lo, exec_lo, s4\n\tv_or_b32 v0, s6, v0"
		// VCC == 0 in the wave (no lane has v0 == 1) → 6, else 5
		vccz = "v_cmp_eq_u32_e32 vcc, 1, v0\n\ts_cbranch_vccz .Lz\n\tv_mov_b32 v0, 5\n\ts_branch .Le\n.Lz:\n\tv_mov_b32 v0, 6\n.Le:"
		// a uniform loop: s4 counts to 5
		loop = "s_mov_b32 s4, 0\n.Ll:\n\ts_add_u32 s4, s4, 1\n\ts_cmp_eq_u32 s4, 5\n\ts_cbranch_scc0 .Ll\n\tv_mov_b32 v0, s4"
		// a divergent loop: each lane adds v0 to v1 one at a time, lanes
		// leave EXEC as their v0 reaches 0, the wave leaves the loop when
		// none is left
		countdown = "s_mov_b64 s[4:5], exec\n.Lloop:\n\tv_cmp_eq_u32_e32 vcc, 0, v0\n\ts_andn2_b64 exec, exec, vcc\n\ts_cbranch_execz .Ldone\n\tv_subrev_u32 v0, 1, v0\n\tv_add_u32 v1, 1, v1\n\ts_branch .Lloop\n.Ldone:\n\ts_or_b64 exec, exec, s[4:5]\n\tv_mov_b32 v0, v1"
	)
	z := func(n int) []uint64 { return make([]uint64, n) }
	for _, c := range []struct {
		name, gen, body string
		v0, v1          []uint64
		want            []uint64
	}{
		{"scc1 per wave, wave64", "gfx942", ifElse, lanesOf(70, 0, map[int]uint64{0: 1}), z(70), concat(lanesOf(64, 3, nil), lanesOf(6, 2, nil))},
		{"scc1 per wave, second wave takes", "gfx942", ifElse, lanesOf(70, 0, map[int]uint64{64: 1}), z(70), concat(lanesOf(64, 2, nil), lanesOf(6, 3, nil))},
		{"scc1 every wave", "gfx942", ifElse, lanesOf(70, 0, map[int]uint64{0: 1, 64: 1}), z(70), lanesOf(70, 3, nil)},
		{"scc1 no wave", "gfx942", ifElse, z(70), z(70), lanesOf(70, 2, nil)},
		{"scc1 per wave, wave32", "gfx1100", ifElse, lanesOf(40, 0, map[int]uint64{32: 1}), z(40), concat(lanesOf(32, 2, nil), lanesOf(8, 3, nil))},
		{"scc1 gfx12", "gfx1200", ifElse, lanesOf(3, 1, nil), z(3), lanesOf(3, 3, nil)},
		{"scc1 gfx908", "gfx908", ifElse, lanesOf(3, 1, nil), z(3), lanesOf(3, 3, nil)},
		// wave 0 runs the block in lane 3 only; wave 1 has no lane on and skips it
		{"execz skips a wave", "gfx942", execz64, concat(lanesOf(64, 0, map[int]uint64{3: 1}), lanesOf(6, 2, nil)), z(70),
			concat(lanesOf(64, 0x100, map[int]uint64{3: 0x107}), lanesOf(6, 2, nil))},
		{"execz skips no wave", "gfx942", execz64, lanesOf(70, 0, map[int]uint64{3: 1, 69: 1}), z(70), lanesOf(70, 0x100, map[int]uint64{3: 0x107, 69: 0x107})},
		{"execz wave32", "gfx1030", execz32, concat(lanesOf(32, 2, nil), lanesOf(8, 0, map[int]uint64{1: 1})), z(40),
			concat(lanesOf(32, 2, nil), lanesOf(8, 0x100, map[int]uint64{1: 0x107}))},
		{"vccz per wave", "gfx942", vccz, lanesOf(70, 0, map[int]uint64{5: 1}), z(70), concat(lanesOf(64, 5, nil), lanesOf(6, 6, nil))},
		{"vccnz", "gfx1100", strings.ReplaceAll(strings.ReplaceAll(vccz, "vccz", "vccnz"), "vcc,", "vcc_lo,"), lanesOf(2, 0, map[int]uint64{1: 1}), z(2), lanesOf(2, 6, nil)},
		{"execnz", "gfx942", "s_mov_b64 exec, 0\n\ts_cbranch_execnz .Lx\n\ts_mov_b64 exec, -1\n\tv_mov_b32 v0, 9\n.Lx:", z(2), z(2), lanesOf(2, 9, nil)},
		{"scc0", "gfx1200", "s_cmp_eq_u32 0, 1\n\ts_cbranch_scc0 .Lx\n\tv_mov_b32 v0, 9\n.Lx:", lanesOf(2, 4, nil), z(2), lanesOf(2, 4, nil)},
		{"s_branch", "gfx908", "s_branch .Lx\n\tv_mov_b32 v0, 9\n.Lx:", lanesOf(2, 4, nil), z(2), lanesOf(2, 4, nil)},
		{"uniform loop", "gfx942", loop, z(2), z(2), lanesOf(2, 5, nil)},
		{"uniform loop gfx12", "gfx1200", loop, z(2), z(2), lanesOf(2, 5, nil)},
		{"divergent loop", "gfx942", countdown, concat([]uint64{3, 0, 5}, lanesOf(67, 1, map[int]uint64{66: 4})), concat([]uint64{10, 20, 30}, lanesOf(67, 0, nil)),
			concat([]uint64{13, 20, 35}, lanesOf(67, 1, map[int]uint64{66: 4}))},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := [][]uint64{c.v0, c.v1, z(len(c.v0))}
			require.Equal(t, c.want, run3(t, c.gen, c.body, in), c.body)
		})
	}
}

// TestBranchErrors: a loop that does not end stops at the step limit with
// the branch's position; a target outside the function, an unknown label
// and SCC read before any instruction set it are positioned errors.
func TestBranchErrors(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"step limit", "\ts_mov_b32 s0, 0\n.Lself:\n\ts_add_u32 s0, s0, 1\n\ts_branch .Lself\n", "b.s:4:2: s_branch: the step limit (1000 instructions) is reached: a loop that does not end?"},
		{"unknown label", "\ts_branch .Lnowhere\n", `b.s:1:2: s_branch: no label ".Lnowhere" in this file`},
		{"immediate operand", "\ts_branch 3\n", `b.s:1:2: s_branch: a branch offset written as a number is not supported by the executor in text (write a label)`},
		{"scc undefined", "\ts_cbranch_scc1 .Lx\n.Lx:\n\ts_endpgm\n", "b.s:1:2: s_cbranch_scc1: reads SCC, which no instruction defined"},
		{"vcc undefined", "\ts_cbranch_vccz .Lx\n.Lx:\n\ts_endpgm\n", "b.s:1:2: s_cbranch_vccz: reads VCC, which no instruction defined"},
		{"outside the function", "f:\n\ts_endpgm\ng:\n\ts_branch f\n", "b.s:4:2: s_branch: branch target -1 instructions away is outside the function"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, err := ParseText(mustGen(t, "gfx942"), "b.s", []byte(c.src))
			if err == nil {
				sym := code.Syms[len(code.Syms)-1]
				m := NewMachine(code.Gen, DefaultMode(), 3, false)
				m.StepLimit = 1000
				_, err = m.Run(code.Insts[sym.Start:sym.End])
			}
			require.ErrorContains(t, err, c.want)
		})
	}
}

// TestBranchEncodings: the branches' opcodes and targets as llvm-mc-19
// encodes them, forward and backward, on every encoding family: the code
// object's bytes decode to the instructions the text gives, each branch
// to the same instruction.
func TestBranchEncodings(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	src := strings.Join([]string{
		"f:",
		".Lback:",
		"\ts_nop 0",
		"\ts_branch .Lfwd",
		"\ts_cbranch_scc0 .Lback",
		"\ts_cbranch_scc1 .Lfwd",
		"\ts_cbranch_vccz .Lback",
		"\tv_mov_b32 v0, 0x12345678",
		"\ts_cbranch_vccnz .Lfwd",
		"\ts_cbranch_execz .Lback",
		"\ts_cbranch_execnz .Lfwd",
		"\ts_branch .Lback",
		".Lfwd:",
		"\ts_endpgm",
	}, "\n") + "\n"
	dir := t.TempDir()
	for _, gen := range []string{"gfx908", "gfx942", "gfx1030", "gfx1100", "gfx1200"} {
		g := mustGen(t, gen)
		obj := filepath.Join(dir, gen+".o")
		_, err := oracle.Run(mc, []byte(src), "-triple=amdgcn-amd-amdhsa", "-mcpu="+gen, "-filetype=obj", "-o", obj)
		require.NoError(t, err, gen)
		b, err := os.ReadFile(obj)
		require.NoError(t, err)
		dec, err := Read(g, obj, b)
		require.NoError(t, err, gen)
		txt, err := ParseText(g, "b.s", []byte(src))
		require.NoError(t, err, gen)
		require.Len(t, dec.Insts, len(txt.Insts), gen)
		n := 0
		for i := range txt.Insts {
			a, x := dec.Insts[i], txt.Insts[i]
			require.Equal(t, x.Name(), a.Name(), "%s: instruction %d", gen, i)
			require.Equal(t, x.Jump, a.Jump, "%s: %s (instruction %d)", gen, x.Name(), i)
			if x.isBranch() {
				n++
			}
		}
		require.Equal(t, 8, n, gen)
	}
}
