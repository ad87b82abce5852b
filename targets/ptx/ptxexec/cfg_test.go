package ptxexec

import (
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cfgInputs are f16-shaped input pairs (16 bits each) whose branch
// conditions differ from execution to execution, over more than one block
// of executions.
func cfgInputs() [][]uint64 {
	in := [][]uint64{nil, nil}
	for i := range 3000 {
		a := uint64(i*7919) & 0xffff
		b := uint64(i*104729+i/3) & 0xffff
		if i%4 == 0 {
			a &= 15
		}
		if i%6 == 1 {
			b = a
		}
		in[0], in[1] = append(in[0], a), append(in[1], b)
	}
	return in
}

// TestCFGRuns: bodies with branches if-conversion leaves (an if/else, a
// loop, a guarded ret, a branch into a skipped region, a nested loop with an
// if inside, a value defined on one way only and read there, instructions
// with their own guards on both ways, exit) run per
// execution as the PTX ISA defines them (`bra`: a taken branch continues at
// its label, in the threads whose guard is true; ret ends the thread),
// checked against the same computation written in Go for each execution.
func TestCFGRuns(t *testing.T) {
	defer func(m int) { maxBack = m }(maxBack)
	maxBack = 4096 // a wrong scheme that loops fails fast
	tests := []struct {
		name string
		body string
		want func(a, b uint64) uint64
	}{
		{"if else", "\tsetp.lt.u16 %p1, %rs1, %rs2;\n\t@%p1 bra $ELSE;\n\tadd.s16 %rs3, %rs1, 1;\n\tbra.uni $END;\n$ELSE:\n\tadd.s16 %rs3, %rs2, 2;\n$END:\n",
			func(a, b uint64) uint64 {
				if a < b {
					return (b + 2) & 0xffff
				}
				return (a + 1) & 0xffff
			}},
		{"negated if", "\tsetp.lt.u16 %p1, %rs1, %rs2;\n\tmov.b16 %rs3, 9;\n\t@!%p1 bra $END;\n\tadd.s16 %rs3, %rs2, 2;\n\tbra.uni $END;\n\tmov.b16 %rs3, 77;\n$END:\n",
			func(a, b uint64) uint64 {
				if a < b {
					return (b + 2) & 0xffff
				}
				return 9
			}},
		{"loop", "\tmov.b16 %rs3, 0;\n\tand.b16 %rs4, %rs1, 7;\n$LOOP:\n\tsetp.eq.s16 %p1, %rs4, 0;\n\t@%p1 bra $END;\n\tadd.s16 %rs3, %rs3, %rs2;\n\tsub.s16 %rs4, %rs4, 1;\n\tbra.uni $LOOP;\n$END:\n",
			func(a, b uint64) uint64 { return (a & 7) * b & 0xffff }},
		{"guarded ret", "\tst.param.b16 [func_retval0+0], %rs1;\n\tsetp.gt.u16 %p1, %rs1, %rs2;\n\t@%p1 ret;\n\tadd.s16 %rs3, %rs2, 5;\n",
			func(a, b uint64) uint64 {
				if a > b {
					return a
				}
				return (b + 5) & 0xffff
			}},
		{"branch into the region", "\tmov.b16 %rs3, %rs1;\n\tsetp.eq.s16 %p1, %rs1, 0;\n\tsetp.lt.u16 %p2, %rs2, 100;\n\t@%p1 bra $L2;\n\t@%p2 bra $L1;\n\tadd.s16 %rs3, %rs3, 3;\n$L1:\n\tadd.s16 %rs3, %rs3, %rs2;\n$L2:\n",
			func(a, b uint64) uint64 {
				switch {
				case a == 0:
					return 0
				case b < 100:
					return (a + b) & 0xffff
				}
				return (a + 3 + b) & 0xffff
			}},
		{"nested loop with an if", "\tmov.b16 %rs3, 0;\n\tand.b16 %rs4, %rs1, 3;\n$OUTER:\n\tand.b16 %rs5, %rs2, 3;\n$INNER:\n\tsetp.gt.u16 %p2, %rs5, %rs4;\n\t@%p2 bra $SKIP;\n\txor.b16 %rs3, %rs3, %rs5;\n$SKIP:\n\tadd.s16 %rs3, %rs3, 1;\n" +
			"\tsetp.ne.s16 %p1, %rs5, 0;\n\tsub.s16 %rs5, %rs5, 1;\n\t@%p1 bra $INNER;\n\tsetp.ne.s16 %p3, %rs4, 0;\n\tsub.s16 %rs4, %rs4, 1;\n\t@%p3 bra $OUTER;\n",
			func(a, b uint64) uint64 {
				r := uint64(0)
				for i := int(a & 3); i >= 0; i-- {
					for j := int(b & 3); j >= 0; j-- {
						if j <= i {
							r ^= uint64(j)
						}
						r++
					}
				}
				return r & 0xffff
			}},
		{"defined on one way", "\tmov.b16 %rs3, 1;\n\tsetp.eq.s16 %p1, %rs1, 0;\n\t@%p1 bra $END;\n\tmul.lo.s16 %rs6, %rs1, %rs2;\n\tsetp.gt.u16 %p2, %rs6, 1000;\n\t@%p2 bra $END;\n\tadd.s16 %rs3, %rs6, %rs1;\n$END:\n",
			func(a, b uint64) uint64 {
				if a == 0 || a*b&0xffff > 1000 {
					return 1
				}
				return (a*b + a) & 0xffff
			}},
		{"own guards on both ways", "\tmov.b16 %rs3, 0;\n\tsetp.lt.u16 %p1, %rs1, %rs2;\n\tand.b16 %rs4, %rs2, 1;\n\tsetp.eq.s16 %p2, %rs4, 0;\n\t@%p1 bra $ELSE;\n" +
			"\t@%p2 add.s16 %rs3, %rs3, 1;\n\t@!%p2 add.s16 %rs3, %rs3, 2;\n\tbra.uni $END;\n$ELSE:\n\t@!%p2 add.s16 %rs3, %rs3, 4;\n\t@%p2 add.s16 %rs3, %rs3, 8;\n$END:\n",
			func(a, b uint64) uint64 {
				even := b&1 == 0
				switch {
				case a < b && even:
					return 8
				case a < b:
					return 4
				case even:
					return 1
				}
				return 2
			}},
		{"exit", "\tst.param.b16 [func_retval0+0], %rs2;\n\tsetp.ne.s16 %p1, %rs1, 0;\n\t@%p1 bra $GO;\n\texit;\n$GO:\n\tadd.s16 %rs3, %rs1, %rs2;\n",
			func(a, b uint64) uint64 {
				if a == 0 {
					return b
				}
				return (a + b) & 0xffff
			}},
	}
	in := cfgInputs()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.ptx", []byte(fn(head+tc.body+tail)))
			require.NoError(t, err)
			f := m.Funcs[0]
			require.NoError(t, f.Err)
			require.NotNil(t, f.prog.cfg, "runs as basic blocks")
			out := make([]uint64, len(in[0]))
			require.NoError(t, f.Run(in, out))
			bad := 0
			for i := range out {
				if w := tc.want(in[0][i], in[1][i]); out[i] != w {
					if bad < 5 {
						assert.Fail(t, "wrong result", "f(%#x, %#x) = %#x, want %#x", in[0][i], in[1][i], out[i], w)
					}
					bad++
				}
			}
			require.Zero(t, bad, "%d of %d wrong", bad, len(out))
		})
	}
}

// TestCFGErrors: what a body with branches cannot do gets a positioned
// error: at compile time (a label defined twice, a malformed bra, a read of
// a register no instruction writes) or at run time for the execution at
// fault (a read of a register only the other way defines, a loop that does
// not end).
func TestCFGErrors(t *testing.T) {
	defer func(m int) { maxBack = m }(maxBack)
	maxBack = 100
	tests := []struct {
		name, body string
		in         [][]uint64
		compile    string // the compile error, or
		run        string // the run error
	}{
		{"label twice", "$L1:\n\tmov.b16 %rs3, %rs1;\n$L1:\n\tbra.uni $L1;\n", nil, "x.ptx:18:1: error: label $L1 is defined twice (first at x.ptx:16:1)", ""},
		{"malformed bra", "\tmov.b16 %rs3, %rs1;\n\tbra.div $L1;\n$L1:\n", nil, "x.ptx:17:2: error: malformed bra.div (bra or bra.uni)", ""},
		{"bra of a register", "\tmov.b16 %rs3, %rs1;\n\tbra %rs1;\n", nil, "x.ptx:17:2: error: bra takes one label", ""},
		{"never written", "$L1:\n\tmov.b16 %rs3, %rs1;\n\t@%p2 bra $L1;\n", nil, "x.ptx:18:3: error: bra reads %p2, which no instruction writes", ""},
		{"defined the other way", "\tsetp.eq.s16 %p1, %rs1, 0;\n\t@%p1 bra $L1;\n\tmov.b16 %rs3, %rs1;\n\tbra.uni $L2;\n$L1:\n\tmov.b16 %rs4, 1;\n$L2:\n",
			[][]uint64{{1, 2, 0, 3}, {0, 0, 0, 0}}, "", "x.ptx:23:2: st.param.b16 (execution 2): reads %rs3, which only a guarded instruction wrote and not in this execution"},
		{"nowhere defined in the block", "\tsetp.eq.s16 %p1, %rs1, 0;\n\t@%p1 bra $L1;\n\tmov.b16 %rs3, %rs1;\n\tbra.uni $L2;\n$L1:\n\tmov.b16 %rs4, 1;\n$L2:\n",
			[][]uint64{{0, 0}, {0, 0}}, "", "x.ptx:23:2: st.param.b16 (execution 0): reads %rs3, which is not defined"},
		{"loop without end", "\tmov.b16 %rs3, %rs1;\n$L1:\n\tsetp.gt.u16 %p1, %rs1, 5;\n\t@%p1 bra $L1;\n",
			[][]uint64{{1, 2, 9, 3}, {0, 0, 0, 0}}, "", "x.ptx:19:2: bra (execution 2): more than 100 backward branches taken: a loop that does not end?"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.ptx", []byte(fn(head+tc.body+tail)))
			require.NoError(t, err)
			f := m.Funcs[0]
			if tc.compile != "" {
				require.EqualError(t, f.Err, tc.compile)
				return
			}
			require.NoError(t, f.Err)
			require.NotNil(t, f.prog.cfg, "runs as basic blocks")
			require.EqualError(t, f.Run(tc.in, make([]uint64, len(tc.in[0]))), tc.run)
		})
	}
}

// uniKernel is a kernel that branches by bra.uni on %tid.x < bound:
// Out[tid] = 1 where taken, 2 where not.
func uniKernel(bound int) []byte {
	return fmt.Appendf(nil, ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry u(.param .u64 u_O)\n{\n"+
		"\t.reg .pred %%p<2>;\n\t.reg .b32 %%r<4>;\n\t.reg .b64 %%rd<4>;\n"+
		"\tld.param.u64 %%rd1, [u_O];\n\tmov.u32 %%r1, %%tid.x;\n\tmul.wide.u32 %%rd2, %%r1, 4;\n\tadd.s64 %%rd3, %%rd1, %%rd2;\n"+
		"\tsetp.lt.u32 %%p1, %%r1, %d;\n\tmov.b32 %%r2, 2;\n\t@%%p1 bra.uni $T;\n\tbra.uni $E;\n$T:\n\tmov.b32 %%r2, 1;\n$E:\n\tst.global.u32 [%%rd3], %%r2;\n\tret;\n}\n", bound)
}

// TestBraUni: bra.uni asserts that the branch is not divergent (PTX ISA
// `bra`: every active thread of the warp has the same guard): a launch
// where threads of one warp disagree fails, naming two of them; where
// every warp agrees (the bound a multiple of 32, or past a block of 48
// threads' second warp, 32 … 47), it runs.
func TestBraUni(t *testing.T) {
	defer func(m int) { maxBack = m }(maxBack)
	maxBack = 4096 // a wrong scheme that loops fails fast
	tests := []struct {
		bound, block int
		err          string
	}{
		{5, 64, "x.ptx:15:2: bra.uni (execution 5): bra.uni is divergent: execution 0 of the same warp goes the other way (bra.uni asserts a non-divergent branch)"},
		{40, 48, "x.ptx:15:2: bra.uni (execution 40): bra.uni is divergent: execution 32 of the same warp goes the other way (bra.uni asserts a non-divergent branch)"},
		{32, 64, ""},
		{32, 48, ""},
		{48, 48, ""},
		{0, 40, ""},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d of %d", tc.bound, tc.block), func(t *testing.T) {
			m, err := Parse("x.ptx", uniKernel(tc.bound))
			require.NoError(t, err)
			f := m.Func("u")
			require.NoError(t, f.Err)
			const grid = 30 // 30 × 48 threads: the blocks of executions end inside blocks of threads
			mem := make([]byte, 4*tc.block)
			err = f.Launch([3]int{grid, 1, 1}, [3]int{tc.block, 1, 1}, []KernelArg{{Mem: mem, Pointer: true}})
			if tc.err != "" {
				require.EqualError(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			for i := range tc.block {
				want := uint32(2)
				if i < tc.bound {
					want = 1
				}
				require.Equal(t, want, binary.LittleEndian.Uint32(mem[4*i:]), "thread %d", i)
			}
		})
	}
}

// TestCFGRunKernel: a one-element kernel with branches (on the loaded
// values, and on a value the same in every execution, the buffer
// pointer) runs by RunKernel as its value slice (uniform values once per
// block, cfg.go's predicates read from lane 0) and in full, both giving
// the result written in Go per execution.
func TestCFGRunKernel(t *testing.T) {
	defer func(m int) { maxBack = m }(maxBack)
	maxBack = 4096 // a wrong scheme that loops fails fast
	src := ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry v(.param .u64 v_0, .param .u64 v_1, .param .u64 v_2)\n{\n" +
		"\t.reg .pred %p<4>;\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<4>;\n" +
		"\tld.param.u64 %rd1, [v_0];\n\tld.param.u64 %rd2, [v_1];\n\tld.param.u64 %rd3, [v_2];\n" +
		"\tsetp.eq.s64 %p3, %rd1, 0;\n\t@%p3 bra $NEVER;\n" +
		"\tld.global.u32 %r1, [%rd1];\n\tld.global.u32 %r2, [%rd2];\n\tsetp.lt.u32 %p1, %r1, %r2;\n\t@%p1 bra $LOOP0;\n" +
		"\txor.b32 %r3, %r1, %r2;\n\tst.global.u32 [%rd3], %r3;\n\tret;\n" +
		"$LOOP0:\n\tmov.b32 %r3, 0;\n\tand.b32 %r4, %r1, 7;\n$LOOP:\n\tadd.s32 %r3, %r3, %r2;\n\tsub.s32 %r4, %r4, 1;\n\tsetp.ge.s32 %p2, %r4, 0;\n\t@%p2 bra $LOOP;\n" +
		"\tst.global.u32 [%rd3], %r3;\n\tret;\n$NEVER:\n\tst.global.u32 [%rd3], %r1;\n\tret;\n}\n"
	m, err := Parse("k.ptx", []byte(src))
	require.NoError(t, err)
	f := m.Func("v")
	require.NoError(t, f.Err)
	require.NotNil(t, f.prog.cfg)
	in := cfgInputs()
	want := make([]uint64, len(in[0]))
	for i := range want {
		a, b := in[0][i], in[1][i]
		if a >= b {
			want[i] = a ^ b
			continue
		}
		want[i] = (a&7 + 1) * b & 0xffffffff
	}
	for _, full := range []bool{false, true} {
		f.fullKernel = full
		out := make([]uint64, len(want))
		require.NoError(t, f.RunKernel(in, out, 4), "full %v", full)
		require.Equal(t, want, out, "full %v", full)
	}
	f.fullKernel = false
}

// TestIfConvertManyGuards: a region with several own guards, negated, gets
// a fresh predicate for each conjunction, declared in one .reg statement
// that stays in the body however much it grows (found by FuzzCFG: the
// declaration was kept by a pointer into the growing body, and the
// predicates added after it moved were not declared).
func TestIfConvertManyGuards(t *testing.T) {
	body := "\tmov.b16 %rs3, %rs1;\n\tsetp.eq.s16 %p1, %rs1, 0;\n\tsetp.eq.s16 %p2, %rs2, 0;\n\t@%p1 bra $L2;\n" +
		"\t@!%p2 add.s16 %rs3, %rs3, 1;\n\t@%p2 add.s16 %rs3, %rs3, 2;\n\t@!%p2 add.s16 %rs3, %rs3, 4;\n\t@%p2 add.s16 %rs3, %rs3, 8;\n$L2:\n"
	m, err := Parse("x.ptx", []byte(fn(head+body+tail)))
	require.NoError(t, err)
	f := m.Funcs[0]
	require.NoError(t, f.Err)
	require.Nil(t, f.prog.cfg, "if-converted")
	out := make([]uint64, 4)
	require.NoError(t, f.Run([][]uint64{{0, 0, 5, 5}, {0, 7, 0, 7}}, out))
	// a = 0 skips the region; else +2+8 where b = 0, +1+4 where not
	assert.Equal(t, []uint64{0, 0, 15, 10}, out)
}
