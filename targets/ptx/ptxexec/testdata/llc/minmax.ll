; min/max intrinsics for llc-19 (TestLLCOutputsRun); minmax_nobf16.ll is the same without bf16 (llc-19 cannot select bf16 fminimum below sm_80)
define half @maxnum_f16(half %a, half %b) { %r = call half @llvm.maxnum.f16(half %a, half %b) ret half %r }
define half @maximum_f16(half %a, half %b) { %r = call half @llvm.maximum.f16(half %a, half %b) ret half %r }
define bfloat @minimum_bf16(bfloat %a, bfloat %b) { %r = call bfloat @llvm.minimum.bf16(bfloat %a, bfloat %b) ret bfloat %r }
define float @maxnum_f32(float %a, float %b) { %r = call float @llvm.maxnum.f32(float %a, float %b) ret float %r }
define float @maximum_f32(float %a, float %b) { %r = call float @llvm.maximum.f32(float %a, float %b) ret float %r }
define double @minimum_f64(double %a, double %b) { %r = call double @llvm.minimum.f64(double %a, double %b) ret double %r }
define double @minnum_f64(double %a, double %b) { %r = call double @llvm.minnum.f64(double %a, double %b) ret double %r }
define <2 x half> @maximum_v2f16(<2 x half> %a, <2 x half> %b) { %r = call <2 x half> @llvm.maximum.v2f16(<2 x half> %a, <2 x half> %b) ret <2 x half> %r }
define <2 x half> @minnum_v2f16(<2 x half> %a, <2 x half> %b) { %r = call <2 x half> @llvm.minnum.v2f16(<2 x half> %a, <2 x half> %b) ret <2 x half> %r }
