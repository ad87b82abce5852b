package ptxexec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPairAndBlockErrors: malformed predicate pairs and { } blocks get
// positioned errors (the module's, or the function's when it parses).
func TestPairAndBlockErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
		module          bool
	}{
		{"pair of a non-setp", fn(head + "\tmov.b16 %rs3|%rs4, %rs1;\n" + tail), "x.ptx:16:10: error: mov.b16: the destination must be a register, not %rs3|%rs4", false},
		{"pair as a source", fn(head + "\tsetp.lt.s16 %p1, %rs1|%rs2, %rs2;\n" + tail), "x.ptx:16:19: error: setp.lt.s16: expected a register, found %rs1|%rs2", false},
		{"pair of data registers", fn(head + "\tsetp.lt.s16 %rs3|%rs4, %rs1, %rs2;\n" + tail), "x.ptx:16:14: error: setp.lt.s16: %rs3 is a .b16 register; a predicate is needed here", false},
		{"both sinks", fn(head + "\tsetp.lt.s16 _|_, %rs1, %rs2;\n" + tail), "x.ptx:16:14: error: setp.lt.s16: both destinations are the sink _", false},
		{"pair needs a register", fn(head + "\tsetp.lt.s16 %p1|7, %rs1, %rs2;\n" + tail), "x.ptx:16:18: error: expected a predicate register or _ after '|', found \"7\"", true},
		{"packed setp without a pair", fn(head + "\tmov.b32 %r1, {%rs1, %rs2};\n\tsetp.lt.f16x2 %p1, %r1, %r1;\n" + tail), "x.ptx:17:2: error: setp.lt.f16x2: packed setp writes two predicates: want p|q", false},
		{"block not closed", fn(head + "\t{ .reg .b16 tmp; mov.b16 tmp, %rs1;\n"), "function body is not closed", true},
		{"block register outside", fn(head + "\t{ .reg .b16 tmp; mov.b16 tmp, %rs1; }\n\tmov.b16 %rs3, tmp;\n" + tail), "x.ptx:17:16: error: mov.b16: taking the address of tmp is not supported", false},
		{"block directive", fn(head + "\t{ .param .b32 x; }\n" + tail), "x.ptx:16:4: error: directive .param inside a function is not supported", true},
		{"block call", fn(head + "\t{ call f, (%rs1); }\n" + tail), "x.ptx:16:12: error: expected an operand, found \"(\"", true},
		{"branch to nowhere", fn(head + "\tmov.b16 %rs3, %rs1;\n\tsetp.eq.s16 %p1, %rs1, 0;\n\t@%p1 bra $L9;\n" + tail), "x.ptx:18:11: error: bra: label $L9 is not defined in this function", false},
		{"block register twice", fn(head + "\t{ .reg .b16 tmp; .reg .b16 tmp; }\n" + tail), "x.ptx:16:29: error: register tmp#1 is declared twice", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.ptx", []byte(tc.src))
			if tc.module {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.want)
				return
			}
			require.NoError(t, err)
			require.Len(t, m.Funcs, 1)
			require.Error(t, m.Funcs[0].Err)
			assert.Contains(t, m.Funcs[0].Err.Error(), tc.want)
		})
	}
}

// TestBlockRuns: llc-19's narrowing block runs; the scratch register is
// its own, so the function's registers of the same name are untouched.
func TestBlockRuns(t *testing.T) {
	src := fn(head + "\tmov.b32 %r1, {%rs1, %rs2};\n\t{ .reg .b16 %rs2; mov.b32 {%rs2, %rs3}, %r1; }\n\tadd.s16 %rs3, %rs3, %rs2;\n" + tail)
	m, err := Parse("x.ptx", []byte(src))
	require.NoError(t, err)
	require.NoError(t, m.Funcs[0].Err)
	out := make([]uint64, 2)
	require.NoError(t, m.Funcs[0].Run([][]uint64{{1, 0x10}, {0x20, 0x300}}, out))
	// %rs3 = hi(%r1) = %rs2 (the outer one), plus the outer %rs2.
	assert.Equal(t, []uint64{0x40, 0x600}, out)
}

// TestIfConvertRuns: a forward branch around code, with an own guard
// inside, runs as the predicated code it stands for, per execution.
func TestIfConvertRuns(t *testing.T) {
	src := fn(head + "\tmov.b16 %rs3, %rs1;\n\tsetp.eq.s16 %p1, %rs1, 0;\n\tsetp.eq.s16 %p2, %rs2, 0;\n\t@!%p1 bra $L2;\n\tbra.uni $L1;\n$L1:\n" +
		"\tadd.s16 %rs3, %rs3, 10;\n\t@!%p2 add.s16 %rs3, %rs3, 100;\n$L2:\n\tadd.s16 %rs3, %rs3, 1000;\n" + tail)
	m, err := Parse("x.ptx", []byte(src))
	require.NoError(t, err)
	require.NoError(t, m.Funcs[0].Err)
	out := make([]uint64, 4)
	require.NoError(t, m.Funcs[0].Run([][]uint64{{0, 0, 1, 1}, {0, 7, 0, 7}}, out))
	// a = 0 runs the region (+10; +100 where b ≠ 0); every one gets +1000.
	assert.Equal(t, []uint64{1010, 1110, 1001, 1001}, out)
}
