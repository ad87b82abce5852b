package oracle

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHostCanonicalize: lli-19 runs the rewritten calls (the intrinsic
// itself aborts it on x86-64) and the results are the LangRef's: an sNaN
// comes back with its quiet bit set and its payload and sign, a qNaN, a
// subnormal and a number unchanged, per lane of a vector.
func TestHostCanonicalize(t *testing.T) {
	lli := Require(t, LLI)
	src := `declare float @llvm.canonicalize.f32(float %0)
declare <2 x half> @llvm.canonicalize.v2f16(<2 x half> %0)
declare double @llvm.canonicalize.f64(double %0)
declare i32 @printf(ptr, ...)
@fmt = private constant [6 x i8] c"%llx\0A\00"
define void @p(i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %v)
  ret void
}
define void @f(i32 %x) {
  %a = bitcast i32 %x to float
  %c = call float @llvm.canonicalize.f32(float %a)
  %b = bitcast float %c to i32
  %z = zext i32 %b to i64
  call void @p(i64 %z)
  ret void
}
define i32 @main() {
  call void @f(i32 u0x7F800123)
  call void @f(i32 u0xFF800001)
  call void @f(i32 u0x7FC00005)
  call void @f(i32 u0x00000001)
  call void @f(i32 u0xBF800000)
  %v = bitcast <2 x i16> <i16 u0x7C01, i16 u0x3C00> to <2 x half>
  %cv = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %v)
  %bv = bitcast <2 x half> %cv to i32
  %zv = zext i32 %bv to i64
  call void @p(i64 %zv)
  %d = call double @llvm.canonicalize.f64(double 0x7FF0000000000009)
  %bd = bitcast double %d to i64
  call void @p(i64 %bd)
  ret i32 0
}
`
	_, err := Run(lli, []byte(src))
	require.ErrorContains(t, err, "Cannot select", "lli-19 now selects fcanonicalize on this host; HostCanonicalize may go")
	out, err := Run(lli, []byte(HostCanonicalize(src)))
	require.NoError(t, err)
	require.Equal(t, []string{"7fc00123", "ffc00001", "7fc00005", "1", "bf800000", "3c007e01", "7ff8000000000009"}, strings.Fields(string(out)))
	require.Equal(t, "x", HostCanonicalize("x"))
}
