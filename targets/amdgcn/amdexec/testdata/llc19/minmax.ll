; Min/max functions for the executor's tests; llc-19 compiles them to the
; minmax_<gen>.s files next to this one (TestLLCGoldens checks that).
define float @f32max(float %a, float %b) {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}
define float @f32maximum(float %a, float %b) {
  %r = call float @llvm.maximum.f32(float %a, float %b)
  ret float %r
}
define half @f16max(half %a, half %b) {
  %r = call half @llvm.maxnum.f16(half %a, half %b)
  ret half %r
}
define half @f16maximum(half %a, half %b) {
  %r = call half @llvm.maximum.f16(half %a, half %b)
  ret half %r
}
define double @f64min(double %a, double %b) {
  %r = call double @llvm.minnum.f64(double %a, double %b)
  ret double %r
}
define <2 x half> @v2f16max(<2 x half> %a, <2 x half> %b) {
  %r = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %a, <2 x half> %b)
  ret <2 x half> %r
}
define bfloat @bf16max(bfloat %a, bfloat %b) {
  %r = call bfloat @llvm.maxnum.bf16(bfloat %a, bfloat %b)
  ret bfloat %r
}
define float @f32max3(float %a, float %b, float %c) {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  %s = call float @llvm.maxnum.f32(float %r, float %c)
  ret float %s
}
define float @f32max_noieee(float %a, float %b) #0 {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}
define half @f16min_noieee(half %a, half %b) #0 {
  %r = call half @llvm.minnum.f16(half %a, half %b)
  ret half %r
}
attributes #0 = { "amdgpu-ieee"="false" }
define float @selgt(float %a, float %b) {
  %c = fcmp ogt float %a, %b
  %r = select i1 %c, float %a, float %b
  ret float %r
}
define half @selult(half %a, half %b) {
  %c = fcmp ult half %a, %b
  %r = select i1 %c, half %b, half %a
  ret half %r
}
define double @seluno(double %a, double %b) {
  %c = fcmp uno double %a, %b
  %r = select i1 %c, double %b, double %a
  ret double %r
}
define float @clamp01(float %a) {
  %m = call float @llvm.maxnum.f32(float %a, float 0.0)
  %r = call float @llvm.minnum.f32(float %m, float 1.0)
  ret float %r
}
