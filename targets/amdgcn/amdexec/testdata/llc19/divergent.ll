; Divergent control flow for the AMD executor (issues 11, 13): functions
; whose branch conditions differ from lane to lane, so that llc-19 writes
; EXEC-mask code (s_and_saveexec, s_xor, s_andn2_saveexec / s_and_not1_saveexec,
; s_or exec; v_cmpx on GFX10+) around s_cbranch_execz/execnz.
; TestDivergentAgreesWithLLI compiles them with llc-19 and runs them on the
; executor against lli-19 running this file on the host.

; if (a > 0) maxnum(a, b) else minnum(a, b)
define float @ifelse(float %a, float %b) {
entry:
  %c = fcmp ogt float %a, 0.0
  br i1 %c, label %then, label %else
then:
  %x = call float @llvm.maxnum.f32(float %a, float %b)
  br label %end
else:
  %y = call float @llvm.minnum.f32(float %a, float %b)
  br label %end
end:
  %r = phi float [ %x, %then ], [ %y, %else ]
  ret float %r
}

; a loop-free nested if on the integer bits: signed a > 0, then unsigned
; b < 0x40000000 inside it
define float @nested(float %a, float %b) {
entry:
  %ai = bitcast float %a to i32
  %bi = bitcast float %b to i32
  %c = icmp sgt i32 %ai, 0
  br i1 %c, label %then, label %end
then:
  %d = icmp ult i32 %bi, 1073741824
  br i1 %d, label %inner, label %end
inner:
  %x = mul i32 %ai, %bi
  br label %end
end:
  %r = phi i32 [ 7, %entry ], [ 1, %then ], [ %x, %inner ]
  %f = bitcast i32 %r to float
  ret float %f
}

; one-sided if with an else-value computed before the branch, on the
; other integer compares (eq, ne, le, ge; signed and unsigned)
define float @chain(float %a, float %b) {
entry:
  %ai = bitcast float %a to i32
  %bi = bitcast float %b to i32
  %c1 = icmp sle i32 %ai, %bi
  br i1 %c1, label %b1, label %b2
b1:
  %c2 = icmp uge i32 %ai, 65536
  br i1 %c2, label %b3, label %b2
b3:
  %s = add i32 %ai, %bi
  br label %b2
b2:
  %v = phi i32 [ 3, %entry ], [ 5, %b1 ], [ %s, %b3 ]
  %c3 = icmp ne i32 %v, 5
  br i1 %c3, label %b4, label %end
b4:
  %w = xor i32 %v, %bi
  br label %end
end:
  %r = phi i32 [ %v, %b2 ], [ %w, %b4 ]
  %f = bitcast i32 %r to float
  ret float %f
}

; a float compare as the condition, both sides doing float work
define float @fcmpif(float %a, float %b) {
entry:
  %c = fcmp olt float %a, %b
  br i1 %c, label %then, label %else
then:
  %x = call float @llvm.maxnum.f32(float %b, float 1.0)
  br label %end
else:
  %y = call float @llvm.minnum.f32(float %a, float -1.0)
  br label %end
end:
  %r = phi float [ %x, %then ], [ %y, %else ]
  ret float %r
}

; half and double conditions (GFX10+: v_cmpx_lt_f16, v_cmpx_neq_f64)
define half @hif(half %a, half %b) {
entry:
  %c = fcmp olt half %a, %b
  br i1 %c, label %then, label %end
then:
  %x = call half @llvm.maxnum.f16(half %b, half 1.0)
  br label %end
end:
  %r = phi half [ %a, %entry ], [ %x, %then ]
  ret half %r
}

define double @dif(double %a, double %b) {
entry:
  %c = fcmp une double %a, %b
  br i1 %c, label %then, label %end
then:
  %x = call double @llvm.minnum.f64(double %b, double 1.0)
  br label %end
end:
  %r = phi double [ %a, %entry ], [ %x, %then ]
  ret double %r
}

declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare half @llvm.maxnum.f16(half, half)
declare double @llvm.minnum.f64(double, double)
