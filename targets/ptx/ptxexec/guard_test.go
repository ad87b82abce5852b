package ptxexec

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestGuardedMemory: a guarded st.global writes nothing where its guard
// is false, and a guarded ld.global reads nothing there (an address out
// of every buffer does not fault); PTX ISA §9.3, "Predicated Execution".
// lowerc's store {pred = %p} is such a store (found by lowerc validate
// -kernels: the executor stored regardless of the guard).
func TestGuardedMemory(t *testing.T) {
	src := ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry d(\n.param .u64 d_O,\n.param .u8 d_p\n)\n{\n" +
		"\t.reg .pred %p<3>;\n\t.reg .b16 %rs<1>;\n\t.reg .b64 %rd<6>;\n\t.reg .f64 %fd<6>;\n" +
		"\tld.param.u64 %rd0, [d_O];\n\tcvta.to.global.u64 %rd1, %rd0;\n\tld.param.u8 %rs0, [d_p];\n\tsetp.ne.b16 %p0, %rs0, 0;\n" +
		"\tmov.f64 %fd0, 0d3FF0000000000000;\n\t@%p0 st.global.f64 [%rd1], %fd0;\n\t@!%p0 st.global.f64 [%rd1+8], %fd0;\n" +
		"\t@%p0 ld.global.f64 %fd1, [%rd1+4096];\n\tret;\n}\n"
	m, err := Parse("g.ptx", []byte(src))
	require.NoError(t, err)
	for _, p := range []uint64{0, 1} {
		mem := make([]byte, 16)
		err := m.Func("d").Launch([3]int{1, 1, 1}, [3]int{1, 1, 1}, []KernelArg{{Mem: mem, Pointer: true}, {Value: p}})
		if p == 1 {
			require.ErrorContains(t, err, "g.ptx:20:2: ld.global.f64 (execution 0): access of 8 bytes")
			continue
		}
		require.NoError(t, err)
		require.Equal(t, uint64(0), binary.LittleEndian.Uint64(mem), "pred false: @%p0 st must not store")
		require.Equal(t, uint64(0x3ff0000000000000), binary.LittleEndian.Uint64(mem[8:]), "pred false: @!%p0 st stores")
	}
	// Pred true without the faulting load: the first store only.
	src2 := src[:len(src)-len("\t@%p0 ld.global.f64 %fd1, [%rd1+4096];\n\tret;\n}\n")] + "\tret;\n}\n"
	m, err = Parse("g.ptx", []byte(src2))
	require.NoError(t, err)
	mem := make([]byte, 16)
	require.NoError(t, m.Func("d").Launch([3]int{1, 1, 1}, [3]int{1, 1, 1}, []KernelArg{{Mem: mem, Pointer: true}, {Value: 1}}))
	require.Equal(t, uint64(0x3ff0000000000000), binary.LittleEndian.Uint64(mem))
	require.Equal(t, uint64(0), binary.LittleEndian.Uint64(mem[8:]))
}
