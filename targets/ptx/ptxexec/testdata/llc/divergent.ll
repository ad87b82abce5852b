; Divergent control flow for the PTX executor (issue 11): the AMD
; executor's testdata/llc19/divergent.ll functions (branch conditions that
; differ from execution to execution), plus loops with data-dependent trip
; counts. llc-19 keeps their branches in NVPTX code (@%p bra, bra.uni, an
; if/else, nested and chained ifs, backward branches).
; TestDivergentAgreesWithLLI compiles them with llc-19 (sm_80, sm_90) and
; runs them in the executor against lli-19 running this file on the host.

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

; half and double conditions
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

; a loop of b & 31 steps (0 … 31, different in every warp) on the bits of
; a: halve where even, 3x+1 where odd, leaving the loop early where that
; passes 10^8
define float @loop(float %a, float %b) {
entry:
  %ai = bitcast float %a to i32
  %bi = bitcast float %b to i32
  %n = and i32 %bi, 31
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %x = phi i32 [ %ai, %entry ], [ %x2, %latch ]
  %done = icmp uge i32 %i, %n
  br i1 %done, label %end, label %body
body:
  %odd = and i32 %x, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %oddb
even:
  %xe = lshr i32 %x, 1
  br label %latch
oddb:
  %x3 = mul i32 %x, 3
  %xo = add i32 %x3, 1
  %big = icmp ugt i32 %xo, 100000000
  br i1 %big, label %out, label %latch
latch:
  %x2 = phi i32 [ %xe, %even ], [ %xo, %oddb ]
  %i1 = add i32 %i, 1
  br label %head
out:
  %xq = xor i32 %xo, %i
  br label %end
end:
  %r = phi i32 [ %x, %head ], [ %xq, %out ]
  %f = bitcast i32 %r to float
  ret float %f
}

; nested loops with a float body: over (b's low 3 bits) rows of (b's
; next 3 bits) steps c, acc = minnum(maxnum(acc, v), b) with v the positive
; normal float of bits ((a + c) & 0x3fffffff) | 0x00800000 (never NaN or
; zero, so that LangRef leaves no choice)
define float @loop2(float %a, float %b) {
entry:
  %ai = bitcast float %a to i32
  %bi = bitcast float %b to i32
  %rows = and i32 %bi, 7
  %s = lshr i32 %bi, 3
  %cols = and i32 %s, 7
  br label %outer
outer:
  %r = phi i32 [ 0, %entry ], [ %r1, %outerlatch ]
  %acc = phi float [ %a, %entry ], [ %acc1, %outerlatch ]
  %od = icmp eq i32 %r, %rows
  br i1 %od, label %end, label %inner
inner:
  %c = phi i32 [ 0, %outer ], [ %c1, %inner ]
  %acci = phi float [ %acc, %outer ], [ %accn, %inner ]
  %vs = add i32 %ai, %c
  %vm = and i32 %vs, 1073741823
  %vi = or i32 %vm, 8388608
  %v = bitcast i32 %vi to float
  %m = call float @llvm.maxnum.f32(float %acci, float %v)
  %accn = call float @llvm.minnum.f32(float %m, float %b)
  %c1 = add i32 %c, 1
  %id = icmp uge i32 %c1, %cols
  br i1 %id, label %outerlatch, label %inner
outerlatch:
  %acc1 = phi float [ %accn, %inner ]
  %r1 = add i32 %r, 1
  br label %outer
end:
  ret float %acc
}

declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare half @llvm.maxnum.f16(half, half)
declare double @llvm.minnum.f64(double, double)
