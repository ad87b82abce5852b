package llvm

import (
	"strings"
	"testing"

	"github.com/llir/llvm/ir/enum"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
)

// TestLLIRunsOpaquePointerKernel: lli-19 runs the seed kernel as lowerc
// emits it for amdgcn-amd-amdhsa (opaque "ptr addrspace(1)" parameters,
// getelementptr, load and store through them) on the host. Only what the
// host cannot run is changed, on the llir module object, not in the text:
// the triple and data layout (the host's), the amdgpu_kernel calling
// convention and its attributes. The driver passes addrspace(1) globals
// and prints the four results (llvm.canonicalize, which x86 cannot
// select in LLVM 19, made runnable by oracle.HostCanonicalize), which must be IEEE 754-2019
// maximumNumber(a, b, +0) (nan = number: a NaN loses to a number, and −0
// < +0).
func TestLLIRunsOpaquePointerKernel(t *testing.T) {
	lli := oracle.Require(t, oracle.LLI)
	tg, err := New(Options{Triple: TripleAMDGCN})
	require.NoError(t, err)
	mod, err := tg.Emit(mustParse(t, "maximum3.tile", seedSource(t)))
	require.NoError(t, err)
	mod.TargetTriple, mod.DataLayout = "", ""
	for _, f := range mod.Funcs {
		f.CallingConv = enum.CallingConvNone
		f.FuncAttrs = nil
	}
	text := mod.String()
	require.Equal(t, 4, strings.Count(text, "call float @llvm.canonicalize.f32("), "the seed kernel quiets each of its four maxnum chains with one llvm.canonicalize")
	text = oracle.HostCanonicalize(text)
	require.Contains(t, text, "define void @maximum3(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %Out)")
	driver := `
@A = addrspace(1) global [4 x float] [float 1.0, float -2.0, float 0x7FF8000000000000, float -0.0]
@B = addrspace(1) global [4 x float] [float 0.5, float -3.0, float 5.0, float -1.0]
@Out = addrspace(1) global [4 x float] zeroinitializer
@fmt = private constant [4 x i8] c"%x\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  call void @maximum3(ptr addrspace(1) @A, ptr addrspace(1) @B, ptr addrspace(1) @Out)
  br label %loop
loop:
  %i = phi i64 [ 0, %0 ], [ %n, %loop ]
  %p = getelementptr inbounds [4 x float], ptr addrspace(1) @Out, i64 0, i64 %i
  %v = load i32, ptr addrspace(1) %p
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  %n = add i64 %i, 1
  %done = icmp eq i64 %n, 4
  br i1 %done, label %exit, label %loop
exit:
  ret i32 0
}
`
	out, err := oracle.Run(lli, []byte(text+driver))
	require.NoError(t, err)
	// max(1, 0.5, +0) = 1; max(-2, -3, +0) = +0; max(NaN, 5, +0) = 5;
	// max(-0, -1, +0) = +0.
	assert.Equal(t, []string{"3f800000", "0", "40a00000", "0"}, strings.Fields(string(out)))
}

// TestLLILoadsEveryModule: lli-19 loads every module the oracle tests
// emit (one per source and triple), made runnable on the host the same way
// as above and given an empty main. -jit-kind=orc-lazy compiles only what
// main calls, so the kernels, whose thread-id intrinsics and PTX inline
// asm the host cannot select, are parsed and verified, not run; the seed
// kernel runs in TestLLIRunsOpaquePointerKernel.
func TestLLILoadsEveryModule(t *testing.T) {
	lli := oracle.Require(t, oracle.LLI)
	seen := map[string]bool{}
	n := 0
	for _, e := range allModules(t) {
		key := e.name + " " + e.triple
		if seen[key] {
			continue
		}
		seen[key] = true
		tg, err := New(Options{Triple: e.opts.Triple, NoIEEE: e.opts.NoIEEE})
		require.NoError(t, err)
		mod, err := tg.Emit(mustParse(t, e.name+".tile", e.src))
		require.NoError(t, err)
		mod.TargetTriple, mod.DataLayout = "", ""
		for _, f := range mod.Funcs {
			f.CallingConv = enum.CallingConvNone
			f.FuncAttrs = nil
		}
		text := mod.String()
		require.True(t, strings.Contains(text, "ptr addrspace(1) %"), "%s has no opaque pointer", key)
		_, err = oracle.Run(lli, []byte(text+"\ndefine i32 @main() {\n  ret i32 0\n}\n"), "-jit-kind=orc-lazy")
		assert.NoError(t, err, "lli-19 rejects %s", key)
		n++
	}
	t.Logf("lli-19 loaded %d modules", n)
}

// TestPtrType: the pointer spelling of LLVM ≥ 15 (LangRef "Pointer Type"),
// typed only for llir's parser; pointers of one address space are one type.
func TestPtrType(t *testing.T) {
	f := newPtr(llType(ir.F32), 1, false)
	assert.Equal(t, "ptr addrspace(1)", f.String())
	assert.Equal(t, "ptr", newPtr(llType(ir.F32), 0, false).String())
	assert.True(t, f.Equal(newPtr(llType(ir.F64), 1, false)), "opaque: the pointee is not part of the type")
	assert.False(t, f.Equal(newPtr(llType(ir.F32), 3, false)))
	assert.Equal(t, "float addrspace(1)*", newPtr(llType(ir.F32), 1, true).String())
}
