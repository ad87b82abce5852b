package llinterp

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func launch1(t *testing.T, src string, bufs [][]byte, extra ...uint64) (*Memory, []uint64, error) {
	m, err := Parse("k.ll", []byte(src))
	require.NoError(t, err)
	require.Len(t, m.Funcs, 1)
	require.NoError(t, m.Funcs[0].Err)
	mem := NewMemory()
	var args []KernelArg
	var ptrs []uint64
	for _, b := range bufs {
		p := mem.Add(b)
		ptrs = append(ptrs, p)
		args = append(args, KernelArg{Bits: p})
	}
	for _, x := range extra {
		args = append(args, KernelArg{Bits: x})
	}
	return mem, ptrs, m.Funcs[0].Launch(Dim3{2, 1, 1}, Dim3{2, 1, 1}, args, mem)
}

// TestLaunchMemory: each of 2 × 2 threads writes the element its thread
// and block ids select (gep with a computed index), through a guarded
// block; sets survive a store and a load (a maxnum of ±0 stays {+0, −0}).
func TestLaunchMemory(t *testing.T) {
	src := `define ptx_kernel void @k(ptr addrspace(1) %A, ptr addrspace(1) %O, i1 %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul nuw i32 %b, %n
  %i32 = add i32 %bn, %t
  %i = zext i32 %i32 to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %i
  %x = load float, ptr addrspace(1) %pa, align 4
  br i1 %p, label %then, label %join
then:
  %m = call float @llvm.maxnum.f32(float %x, float -0.0)
  br label %join
join:
  %r = phi float [ %m, %then ], [ %x, %entry ]
  %po = getelementptr inbounds float, ptr addrspace(1) %O, i64 %i
  store float %r, ptr addrspace(1) %po, align 4
  %back = load float, ptr addrspace(1) %po
  %q = getelementptr inbounds float, ptr addrspace(1) %O, i64 4
  %s = fneg float %back
  %qi = getelementptr inbounds float, ptr addrspace(1) %q, i64 %i
  store float %s, ptr addrspace(1) %qi
  ret void
}
`
	a := []byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0, 0, 0, 0, 0x80, 0, 0, 0xc0, 0x7f} // 1.0, +0, −0, qNaN
	for _, p := range []uint64{0, 1} {
		mem, ptrs, err := launch1(t, src, [][]byte{a, make([]byte, 32)}, p)
		require.NoError(t, err)
		ft := Type{Kind: Float, Bits: 32}
		want := [][]uint64{{0x3f800000}, {0}, {0x80000000}, {0x7fc00000}}
		if p == 1 {
			want = [][]uint64{{0x3f800000}, {0, 0x80000000}, {0x80000000}, {0x80000000}}
		}
		for e, w := range want {
			s, err := mem.Load(ptrs[1], int64(4*e), ft)
			require.NoError(t, err)
			require.Equal(t, w, s[0].Values(), "pred %d element %d", p, e)
			n, err := mem.Load(ptrs[1], int64(16+4*e), ft)
			require.NoError(t, err)
			var neg []uint64
			for _, v := range w {
				neg = append(neg, v^0x80000000)
			}
			require.Equal(t, SetOf(neg...).Values(), n[0].Values(), "fneg of element %d", e)
		}
	}
}

// TestLaunchErrors: memory faults, undefined pointers, thread ids outside
// a launch and inline asm without a model are positioned errors.
func TestLaunchErrors(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"  %q = getelementptr float, ptr %A, i64 4\n  %x = load float, ptr %q\n  ret void", "k.ll:3:8: load: 4-byte access at offset 16 of buffer 1 (16 bytes) is out of bounds"},
		{"  %x = load float, ptr poison\n  ret void", "k.ll:2:24: the address is poison"},
		{"  store <2 x half> <half 0xH3C00, half 0xH3C00>, ptr %A\n  %m = call float @llvm.maxnum.f32(float 0.0, float -0.0)\n  store float %m, ptr %A\n  %q = getelementptr i8, ptr %A, i64 2\n  store i16 0, ptr %q\n  ret void", "k.ll:6:3: store: unsupported: a 2-byte store at offset 2 overwrites part of an earlier store"},
		{"  %m = call float @llvm.maxnum.f32(float 0.0, float -0.0)\n  store float %m, ptr %A\n  %x = load i16, ptr %A\n  ret void", "k.ll:4:8: load: unsupported: a 2-byte load at offset 0 reads part of a store"},
		{"  %x = call i32 asm \"max.s32 $0, $1, $2;\", \"=r,r,r\"(i32 1, i32 2)\n  ret void", "k.ll:2:8: unsupported: inline asm \"max.s32 $0, $1, $2;\""},
		{"  br label %l\nl:\n  br label %l", "more than 1048576 instructions executed"},
		{"  %x = load float, ptr %A\n  %b = fcmp oeq float %x, %x\n  %c = or i1 %b, poison\n  br i1 %c, label %a, label %a\na:\n  ret void", "k.ll:5:9: the branch condition is poison"},
	} {
		_, _, err := launch1(t, "define void @k(ptr %A) {\n"+c.body+"\n}\n", [][]byte{make([]byte, 16)})
		require.Error(t, err, c.body)
		require.Contains(t, err.Error(), c.want)
	}
	m, err := Parse("k.ll", []byte("define i32 @f() {\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  ret i32 %t\n}\n"))
	require.NoError(t, err)
	_, err = m.Funcs[0].Eval(nil)
	require.ErrorContains(t, err, "k.ll:2:8: @llvm.amdgcn.workitem.id.x reads a thread id: run the kernel with Launch")
}
