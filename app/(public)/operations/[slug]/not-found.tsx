import Link from "next/link";
import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function OperationNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SearchXIcon className="mb-6 size-14 text-muted-foreground" aria-hidden />
      <h1 className="text-3xl font-bold">Operación no encontrada</h1>
      <p className="mt-3 text-muted-foreground">La operación que buscas no existe o ha sido eliminada.</p>
      <Button asChild className="mt-8">
        <Link href="/operations">
          <ArrowLeftIcon aria-hidden /> Volver a Operaciones
        </Link>
      </Button>
    </div>
  );
}
