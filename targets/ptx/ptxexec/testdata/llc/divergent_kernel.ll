; Kernels whose threads branch differently, for the PTX executor (issue
; 11; the NVPTX form of the AMD executor's testdata/llckernel/divergent.ll).
; @divk: thread i (i = ctaid.x * ntid.x + tid.x) loads A[i] and B[i]; if
; A[i] > B[i] it stores maxnum(A[i], 2.0) to Out[i]; else, if A[i] < B[i]
; as unsigned integers, it stores their xor; else it stores nothing.
; @loopk: thread i stores to Out[i] the xor of A[i + k] for k = 0 … (B[i] &
; 7) - 1 (indices taken modulo the power of two
; m + 1), leaving Out[i] alone where that count is
; 0 and returning early where the running xor has its top bit set.
; TestDivergentKernelAgreesWithLLI runs llc-19's code in the executor
; (Function.Launch) against lli-19 on the host, where the thread indices
; are loop counters.
define void @divk(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %Out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cb = mul i32 %c, %nt
  %g = add i32 %cb, %t
  %i = zext i32 %g to i64
  %pa = getelementptr float, ptr addrspace(1) %A, i64 %i
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %i
  %po = getelementptr float, ptr addrspace(1) %Out, i64 %i
  %a = load float, ptr addrspace(1) %pa
  %b = load float, ptr addrspace(1) %pb
  %gt = fcmp ogt float %a, %b
  br i1 %gt, label %then, label %else
then:
  %x = call float @llvm.maxnum.f32(float %a, float 2.0)
  store float %x, ptr addrspace(1) %po
  br label %join
else:
  %ai = bitcast float %a to i32
  %bi = bitcast float %b to i32
  %d = icmp ult i32 %ai, %bi
  br i1 %d, label %inner, label %join
inner:
  %s = xor i32 %ai, %bi
  store i32 %s, ptr addrspace(1) %po
  br label %join
join:
  ret void
}

define void @loopk(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %Out, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cb = mul i32 %c, %nt
  %g = add i32 %cb, %t
  %i = zext i32 %g to i64
  %pb = getelementptr i32, ptr addrspace(1) %B, i64 %i
  %po = getelementptr i32, ptr addrspace(1) %Out, i64 %i
  %b = load i32, ptr addrspace(1) %pb
  %k = and i32 %b, 7
  %z = icmp eq i32 %k, 0
  br i1 %z, label %done, label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %next ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %next ]
  %gj = add i32 %g, %j
  %w = and i32 %gj, %m
  %wi = zext i32 %w to i64
  %pa = getelementptr i32, ptr addrspace(1) %A, i64 %wi
  %a = load i32, ptr addrspace(1) %pa
  %acc1 = xor i32 %acc, %a
  store i32 %acc1, ptr addrspace(1) %po
  %neg = icmp slt i32 %acc1, 0
  br i1 %neg, label %done, label %next
next:
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %k
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare float @llvm.maxnum.f32(float, float)

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @divk, !"kernel", i32 1}
!1 = !{ptr @loopk, !"kernel", i32 1}
